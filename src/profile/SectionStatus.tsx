import type { SectionStatus as Status } from "../../domain/profile/state";
import { useT } from "../state/context";

/** What a data section shows while its data is not there: loading, or a failure with a retry. */
export const SectionPending = ({
  status,
  retry,
}: {
  readonly status: Status | undefined;
  readonly retry: () => void;
}) => {
  const t = useT();
  if (status === "failed")
    return (
      <div className="profile-panel" role="alert">
        <p>{t("profile.loadFailed")}</p>
        <button type="button" className="btn btn--secondary" onClick={retry}>
          {t("common.retry")}
        </button>
      </div>
    );
  return (
    <p className="profile-loading" aria-busy="true">
      {t("common.loading")}
    </p>
  );
};
