import "../styles/account.css";
import "../styles/cart.css";
import "../styles/problem-report.css";
import { type FormEvent, useId, useRef } from "react";
import { PROBLEM_DESCRIPTION_MAX } from "../../domain/problem-report/model";
import { describedBy, Field } from "../account/Field";
import { Modal } from "../cart/Modal";
import { useDispatch, useSelector, useT } from "../state/context";

/**
 * The "Problem melden" form (issue 19 #1): what happened (required) and an optional e-mail; on
 * sending, the session's redacted recording goes with it, and the shopper sees the reference number.
 */
const ProblemReportDialog = () => {
  const t = useT();
  const dispatch = useDispatch();
  const state = useSelector((s) => s.problemReport);
  const titleId = useId();
  const textId = useId();
  const descriptionId = useId();
  const emailId = useId();
  const form = useRef<HTMLFormElement>(null);
  const close = () => dispatch({ _tag: "CloseProblemReport" });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget as HTMLFormElement);
    dispatch({
      _tag: "ReportProblem",
      description: String(data.get("description") ?? ""),
      email: String(data.get("email") ?? ""),
    });
  };
  const descriptionError = state.errors.descriptionError
    ? t(`problemReport.error.${state.errors.descriptionError}`, { max: String(PROBLEM_DESCRIPTION_MAX) })
    : undefined;
  const emailError = state.errors.emailError
    ? t(`problemReport.error.${state.errors.emailError}`)
    : undefined;
  const sending = state.status === "sending";
  return (
    <Modal
      labelledBy={titleId}
      describedBy={textId}
      className="modal problem-report"
      onDismiss={close}
      testId="problem-report-dialog"
    >
      <div className="modal__inner">
        <h2 id={titleId} className="modal__title">
          {t("problemReport.title")}
        </h2>
        {state.status === "sent" && state.reference !== null ? (
          <div className="problem-report__sent" role="status">
            <p id={textId}>{t("problemReport.sent")}</p>
            <p className="problem-report__reference">
              {t("problemReport.reference")}{" "}
              <strong data-testid="problem-report-reference">{state.reference}</strong>
            </p>
            <div className="modal__foot">
              <button type="button" className="btn btn--primary" onClick={close}>
                {t("problemReport.close")}
              </button>
            </div>
          </div>
        ) : (
          <form ref={form} noValidate onSubmit={submit} aria-busy={sending || undefined}>
            <p id={textId} className="problem-report__intro">
              {t("problemReport.intro")}
            </p>
            <Field id={descriptionId} label={t("problemReport.description")} error={descriptionError}>
              <textarea
                id={descriptionId}
                name="description"
                className="account-field__input problem-report__description"
                rows={5}
                maxLength={PROBLEM_DESCRIPTION_MAX}
                required
                {...describedBy(descriptionId, descriptionError)}
              />
            </Field>
            <Field
              id={emailId}
              label={t("problemReport.email")}
              error={emailError}
              optional
              optionalText={t("problemReport.optional")}
              hint={t("problemReport.emailHint")}
            >
              <input
                id={emailId}
                name="email"
                type="email"
                autoComplete="email"
                className="account-field__input"
                {...describedBy(emailId, emailError, t("problemReport.emailHint"))}
              />
            </Field>
            {state.status === "failed" && (
              <p className="cart-notice cart-notice--error" role="alert">
                {t("problemReport.failed")}
              </p>
            )}
            <div className="problem-report__actions">
              <button type="button" className="btn btn--secondary" onClick={close}>
                {t("problemReport.cancel")}
              </button>
              <button type="submit" className="btn btn--primary" disabled={sending}>
                {sending ? t("problemReport.sending") : t("problemReport.submit")}
              </button>
            </div>
          </form>
        )}
      </div>
    </Modal>
  );
};
export default ProblemReportDialog;
