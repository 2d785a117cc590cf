import { PageMeta } from "../pages/PageMeta";
import { useDispatch, useSelector, useT } from "../state/context";

/** The cart and checkout pages before the cart is there: loading, or its failure with a retry. */
export const CartPending = ({
  pageClass,
  title,
  failed,
}: {
  readonly pageClass: string;
  readonly title: string;
  /** The failure text of the page. */
  readonly failed: string;
}) => {
  const t = useT();
  const dispatch = useDispatch();
  const status = useSelector((s) => s.cart.status);
  return (
    <div className={pageClass}>
      <PageMeta title={title} noIndex />
      <h1>{title}</h1>
      {status === "error" ? (
        <p role="alert">
          {failed}{" "}
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => dispatch({ _tag: "LoadCart" })}
          >
            {t("common.retry")}
          </button>
        </p>
      ) : (
        <p aria-busy="true" data-testid="page-skeleton">
          {t("common.loading")}
        </p>
      )}
    </div>
  );
};
