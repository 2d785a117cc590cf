import { type FormEvent, useEffect, useRef, useState } from "react";
import { selectSavedAddresses } from "../../domain/addresses/selectors";
import { QuestionnaireProps } from "../../domain/content/formsBlocks";
import type { QuestionnairePrefill } from "../../domain/forms/model";
import { ANSWER_MAX, QUESTIONNAIRE_FIELD_MAX } from "../../domain/forms/rules/questionnaire";
import { selectFormSubmission, selectQuestionnairePrefill } from "../../domain/forms/selectors";
import { selectCustomer } from "../../domain/session/selectors";
import { focusFirstError, fieldId as inputId } from "../components/fieldFocus";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../content/kit";
import { useDispatch, useDispatchAsync, useGetState, useSelector, useT } from "../state/context";
import { errorText, FormField, FormMessage, SubmitButton } from "./Field";
import "./forms.css";

const FORM = "questionnaire";
type PersonalField = keyof QuestionnairePrefill;
const TEXT_FIELDS: ReadonlyArray<Exclude<PersonalField, "gender">> = [
  "firstname",
  "surname",
  "academicTitle",
  "email",
  "age",
  "telephoneNumber",
  "street",
  "zip",
  "city",
  "countryCode",
];
const ORDER: ReadonlyArray<string> = [...TEXT_FIELDS, "gender"];
const GENDERS = ["", "female", "male", "company"] as const;
const AUTOCOMPLETE: Partial<Record<PersonalField, string>> = {
  firstname: "given-name",
  surname: "family-name",
  email: "email",
  telephoneNumber: "tel",
  street: "street-address",
  zip: "postal-code",
  city: "address-level2",
  countryCode: "country",
};
const selectQuestionnaire = selectFormSubmission("questionnaire");

type Values = Readonly<Record<PersonalField, string>>;
const empty: Values = {
  firstname: "",
  surname: "",
  email: "",
  academicTitle: "",
  age: "",
  gender: "",
  telephoneNumber: "",
  street: "",
  zip: "",
  city: "",
  countryCode: "",
};

/**
 * Document 1 §4: a field takes the customer's value when they appear (unless the shopper typed
 * something else) and clears when they go away (unless the shopper changed it since).
 */
const applyPrefill = (
  values: Values,
  before: QuestionnairePrefill | null,
  now: QuestionnairePrefill | null,
): Values => {
  const out: Record<string, string> = { ...values };
  for (const f of Object.keys(empty) as PersonalField[]) {
    const untouched = values[f] === "" || values[f] === (before?.[f] ?? "");
    if (untouched) out[f] = now?.[f] ?? "";
  }
  return out as Values;
};

/** The CMS block "questionnaire": personal fields prefilled from the customer, then the editor's questions. */
const QuestionnaireBlock = ({ block }: BlockProps) => {
  const props = useBlockProps(QuestionnaireProps, block);
  const t = useT();
  const dispatch = useDispatchAsync();
  const getState = useGetState();
  const H = headingTag(useHeadingDepth());
  const prefill = useSelector(selectQuestionnairePrefill);
  const submission = useSelector(selectQuestionnaire);
  const [values, setValues] = useState<Values>(() => applyPrefill(empty, null, prefill));
  const [answers, setAnswers] = useState<Readonly<Record<string, string>>>({});
  const applied = useRef<QuestionnairePrefill | null>(prefill);
  const send = useDispatch();
  const customerId = useSelector((s) => selectCustomer(s)?.customerId ?? null);
  const addresses = useSelector(selectSavedAddresses);
  // The prefill follows the customer and their billing address while the questionnaire is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the customer and addresses are the trigger
  useEffect(() => {
    send({ _tag: "PrefillQuestionnaire" });
  }, [customerId, addresses, send]);
  useEffect(() => {
    if (applied.current === prefill) return;
    const before = applied.current;
    applied.current = prefill;
    setValues((v) => applyPrefill(v, before, prefill));
  }, [prefill]);
  if (props === null) return null;

  const errors = submission.status === "refused" ? submission.errors : {};
  const set = (f: PersonalField) => (v: string) => setValues((s) => ({ ...s, [f]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fields = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ""));
    const given = Object.fromEntries(Object.entries(answers).filter(([, v]) => v.trim() !== ""));
    const outcome = await dispatch({
      _tag: "SubmitQuestionnaire",
      questionnaireId: props.questionnaireId,
      questionIds: props.questions.map((q) => q.id),
      fields,
      answers: given,
    });
    if (outcome === "invalid") focusFirstError(FORM, ORDER, selectQuestionnaire(getState()).errors);
  };

  if (submission.status === "sent" && submission.reference)
    return (
      <section className="cf-form cf-receipt" data-testid="questionnaire-receipt">
        <FormMessage kind="success" testId="questionnaire-reference">
          {t("questionnaire.receipt", { reference: submission.reference })}
        </FormMessage>
      </section>
    );

  const genderId = inputId(FORM, "gender");
  return (
    <section className="cf-form" aria-labelledby={`${block.id}-title`}>
      <H id={`${block.id}-title`} className="cf-title">
        {props.title}
      </H>
      {props.intro ? <p className="cf-intro">{props.intro}</p> : null}
      <form noValidate onSubmit={submit} data-testid="questionnaire-form">
        {props.questions.map((q) => {
          const id = `${block.id}-${q.id}`;
          const error = errors[`answers.${q.id}`];
          return q.options ? (
            <fieldset key={q.id} className="cf-question">
              <legend className="cf-field__label">{q.label}</legend>
              {q.options.map((o) => (
                <label key={o} className="cf-choice">
                  <input
                    type="radio"
                    name={id}
                    value={o}
                    checked={answers[q.id] === o}
                    onChange={() => setAnswers((a) => ({ ...a, [q.id]: o }))}
                  />
                  {o}
                </label>
              ))}
            </fieldset>
          ) : (
            <FormField
              key={q.id}
              form={block.id}
              field={q.id}
              label={q.label}
              multiline
              value={answers[q.id] ?? ""}
              onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: v }))}
              error={error ? errorText(t, error, { max: ANSWER_MAX }) : undefined}
            />
          );
        })}
        <fieldset className="cf-personal">
          <legend className="cf-legend">{t("questionnaire.personal")}</legend>
          {prefill && (
            <p className="cf-field__hint" data-testid="questionnaire-prefilled">
              {t("questionnaire.prefilled")}
            </p>
          )}
          <div className="cf-grid">
            {TEXT_FIELDS.map((f) => (
              <FormField
                key={f}
                form={FORM}
                field={f}
                label={t(`questionnaire.field.${f}`)}
                value={values[f]}
                onChange={set(f)}
                type={f === "email" ? "email" : f === "telephoneNumber" ? "tel" : "text"}
                inputMode={f === "age" ? "numeric" : undefined}
                autoComplete={AUTOCOMPLETE[f]}
                error={
                  errors[f]
                    ? errorText(t, errors[f] ?? "invalid", { max: QUESTIONNAIRE_FIELD_MAX[f] })
                    : undefined
                }
              />
            ))}
            <div className="cf-field">
              <label className="cf-field__label" htmlFor={genderId}>
                {t("questionnaire.field.gender")}
              </label>
              <select
                id={genderId}
                className="cf-field__input"
                value={values.gender}
                onChange={(e) => set("gender")(e.target.value)}
              >
                {GENDERS.map((g) => (
                  <option key={g} value={g}>
                    {t(`questionnaire.gender.${g || "none"}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>
        <div aria-live="polite">
          {submission.status === "refused" && (
            <FormMessage kind="error" testId="questionnaire-refused">
              {t("forms.refused")}
            </FormMessage>
          )}
          {submission.status === "failed" && (
            <FormMessage kind="error" testId="questionnaire-failed">
              {t("forms.failed")}
            </FormMessage>
          )}
        </div>
        <SubmitButton busy={submission.status === "sending"} label={t("questionnaire.submit")} />
      </form>
    </section>
  );
};
export default QuestionnaireBlock;
