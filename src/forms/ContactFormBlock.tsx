import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type UploadResult, uploadContactFile } from "../../adapters/forms/upload";
import type { ContactUploadReceipt } from "../../domain/api/forms";
import { ContactFormProps } from "../../domain/content/formsBlocks";
import { CONTACT_RULES, type ContactField } from "../../domain/forms/rules/contact";
import { MAX_UPLOADS, pickedFileProblem, uploadCountProblem } from "../../domain/forms/rules/uploads";
import { selectFormSubmission } from "../../domain/forms/selectors";
import { focusFirstError } from "../components/fieldFocus";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../content/kit";
import { useDispatchAsync, useGetState, useSelector, useT } from "../state/context";
import { errorText, FormField, FormMessage, SubmitButton } from "./Field";
import "./forms.css";

const FORM = "contact";
const selectContact = selectFormSubmission("contact");
const ALWAYS: ReadonlyArray<ContactField> = ["firstName", "email"];
const DIGITS: ReadonlySet<ContactField> = new Set(["loyaltyId", "productEan", "orderNumber", "zip"]);
const AUTOCOMPLETE: Partial<Record<ContactField, string>> = {
  firstName: "given-name",
  lastName: "family-name",
  email: "email",
  zip: "postal-code",
  city: "address-level2",
};

interface PickedUpload {
  readonly key: number;
  readonly name: string;
  readonly progress: number;
  readonly receipt: ContactUploadReceipt | null;
  readonly problem: string | null;
}

const refusal = (r: Extract<UploadResult, { ok: false }>) =>
  r.status === 413 ? "tooLarge" : r.status === 400 ? "content" : "uploadFailed";

/** The stored message's receipt: its heading takes the focus (and the view) in place of the form. */
const Receipt = ({
  id,
  reference,
  heading: H,
}: {
  readonly id: string;
  readonly reference: string;
  readonly heading: ReturnType<typeof headingTag>;
}) => {
  const t = useT();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  // The reference stays on one line: the text around it comes from the bundle.
  const [before, after] = t("contact.receipt.text", { reference: "\u0000" }).split("\u0000");
  return (
    <section className="cf-form cf-receipt" aria-labelledby={id} data-testid="contact-receipt">
      <H id={id} ref={title} className="cf-title" tabIndex={-1}>
        {t("contact.receipt.title")}
      </H>
      <FormMessage kind="success" testId="contact-reference">
        {before}
        <strong className="cf-reference">{reference}</strong>
        {after}
      </FormMessage>
    </section>
  );
};

/** The CMS block "contact form": every limit of document 1 §5, up to 3 files, a receipt when stored. */
const ContactFormBlock = ({ block }: BlockProps) => {
  const props = useBlockProps(ContactFormProps, block);
  const t = useT();
  const dispatch = useDispatchAsync();
  const H = headingTag(useHeadingDepth());
  const getState = useGetState();
  const submission = useSelector(selectContact);
  const [values, setValues] = useState<Partial<Record<ContactField, string>>>({});
  const [uploads, setUploads] = useState<ReadonlyArray<PickedUpload>>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const nextKey = useRef(0);
  const filesId = useId();
  if (props === null) return null;

  const fields: ReadonlyArray<ContactField> = [
    ...ALWAYS,
    ...props.optionalFields.filter((f) => !ALWAYS.includes(f) && f !== "text"),
    "text",
  ];
  const errors = submission.status === "refused" ? submission.errors : {};
  const busy =
    submission.status === "sending" || uploads.some((u) => u.receipt === null && u.problem === null);
  const update = (key: number, change: Partial<PickedUpload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    e.target.value = "";
    const kept = uploads.filter((u) => u.problem === null);
    if (uploadCountProblem(kept.length + picked.length)) {
      setFileProblem("tooMany");
      return;
    }
    setFileProblem(null);
    for (const file of picked) {
      const key = nextKey.current++;
      const problem = pickedFileProblem(file);
      setUploads((list) => [...list, { key, name: file.name, progress: 0, receipt: null, problem }]);
      if (problem) continue;
      uploadContactFile(file, (progress) => update(key, { progress })).then((r) =>
        update(key, r.ok ? { receipt: r.receipt, progress: 1 } : { problem: refusal(r) }),
      );
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const sent = Object.fromEntries(
      fields.flatMap((f) => ((values[f] ?? "").trim() === "" ? [] : [[f, values[f] ?? ""]])),
    );
    const receipts = uploads.flatMap((u) => (u.receipt ? [u.receipt] : []));
    const outcome = await dispatch({ _tag: "SubmitContactForm", fields: sent, uploads: receipts });
    // The refusal's errors are in the state once the command has run.
    if (outcome === "invalid") focusFirstError(FORM, fields, selectContact(getState()).errors);
  };

  if (submission.status === "sent" && submission.reference)
    return <Receipt id={`${block.id}-title`} reference={submission.reference} heading={H} />;

  return (
    <section className="cf-form" aria-labelledby={`${block.id}-title`}>
      <H id={`${block.id}-title`} className="cf-title">
        {props.title}
      </H>
      {props.intro ? <p className="cf-intro">{props.intro}</p> : null}
      <form noValidate onSubmit={submit} data-testid="contact-form" aria-describedby={`${block.id}-required`}>
        <p className="cf-required" id={`${block.id}-required`}>
          {t("forms.requiredNote")}
        </p>
        <div className="cf-grid">
          {fields.map((f) => {
            const rule = CONTACT_RULES[f];
            const problem = errors[f];
            return (
              <FormField
                key={f}
                form={FORM}
                field={f}
                label={t(`contact.field.${f}`)}
                value={values[f] ?? ""}
                onChange={(v) => setValues((s) => ({ ...s, [f]: v }))}
                required={"required" in rule && rule.required}
                multiline={f === "text"}
                maxLength={rule.max}
                type={f === "email" ? "email" : "text"}
                inputMode={DIGITS.has(f) ? "numeric" : undefined}
                autoComplete={AUTOCOMPLETE[f]}
                error={problem ? errorText(t, problem, rule) : undefined}
              />
            );
          })}
        </div>
        {props.uploads && (
          <div className="cf-files">
            <label className="cf-field__label" htmlFor={filesId}>
              {t("contact.files.label")}
            </label>
            <input
              id={filesId}
              type="file"
              multiple
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              onChange={pick}
              disabled={uploads.filter((u) => u.problem === null).length >= MAX_UPLOADS}
              aria-describedby={`${filesId}-hint${fileProblem || errors.uploads || errors.uploadIds ? ` ${filesId}-error` : ""}`}
              data-testid="contact-files"
            />
            <p className="cf-field__hint" id={`${filesId}-hint`}>
              {t("contact.files.hint")}
            </p>
            {(fileProblem || errors.uploads || errors.uploadIds) && (
              <p className="cf-field__error" id={`${filesId}-error`} role="alert">
                {errorText(t, fileProblem ?? errors.uploads ?? "invalid")}
              </p>
            )}
            {uploads.length > 0 && (
              <ul className="cf-files__list" data-testid="contact-file-list">
                {uploads.map((u) => (
                  <li key={u.key} className="cf-files__item">
                    <span className="cf-files__name">{u.name}</span>
                    {u.problem ? (
                      <span className="cf-field__error">{errorText(t, u.problem)}</span>
                    ) : (
                      <progress
                        className="cf-files__progress"
                        max={1}
                        value={u.progress}
                        aria-label={t("contact.files.progress", { name: u.name })}
                        data-testid="contact-file-progress"
                      />
                    )}
                    <button
                      type="button"
                      className="cf-files__remove"
                      onClick={() => setUploads((list) => list.filter((x) => x.key !== u.key))}
                    >
                      {t("contact.files.remove", { name: u.name })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div aria-live="polite">
          {submission.status === "refused" && (
            <FormMessage kind="error" testId="contact-refused">
              {t("forms.refused")}
            </FormMessage>
          )}
          {submission.status === "failed" && (
            <FormMessage kind="error" testId="contact-failed">
              {t("forms.failed")}
            </FormMessage>
          )}
        </div>
        <SubmitButton busy={busy} label={t("contact.submit")} />
      </form>
    </section>
  );
};
export default ContactFormBlock;
