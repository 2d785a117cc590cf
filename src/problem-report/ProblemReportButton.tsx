import { useDispatch, useT } from "../state/context";

/**
 * "Problem melden" (issue 19 #1): opens the report form. `origin` names where (footer, help,
 * error page, payment, cart notice); the log records it with the command.
 */
export const ProblemReportButton = ({
  origin,
  className = "problem-report-link",
}: {
  readonly origin: string;
  readonly className?: string;
}) => {
  const t = useT();
  const dispatch = useDispatch();
  return (
    <button
      type="button"
      className={className}
      data-testid={`problem-report-open-${origin}`}
      onClick={() => dispatch({ _tag: "OpenProblemReport", origin })}
    >
      {t("problemReport.open")}
    </button>
  );
};
