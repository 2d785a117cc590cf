import { useDispatch, useSelector, useT } from "../state/context";
import { selectLocation } from "../state/selectors";

/**
 * A list or product that did not load (a dropped connection, a 5xx the retries did not get past):
 * the notice and what to do about it, a retry that loads this page again in place (issue 16 #10).
 */
export const LoadFailed = () => {
  const t = useT();
  const dispatch = useDispatch();
  const location = useSelector(selectLocation);
  return (
    <p role="alert" data-testid="load-failed">
      {t("discovery.loadFailed")}{" "}
      <button
        type="button"
        className="btn btn--secondary btn--small"
        onClick={() =>
          dispatch({ _tag: "Navigate", to: `${location.path}${location.search}`, history: "replace" })
        }
      >
        {t("common.retry")}
      </button>
    </p>
  );
};
