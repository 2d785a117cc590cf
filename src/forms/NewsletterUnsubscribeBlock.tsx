import { type FormEvent, useState } from "react";
import { NewsletterUnsubscribeProps } from "../../domain/content/formsBlocks";
import { selectFormSubmission } from "../../domain/forms/selectors";
import { selectCustomer } from "../../domain/session/selectors";
import { selectRuntimeConfig } from "../../domain/shell/selectors";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../content/kit";
import { useDispatch, useSelector, useT } from "../state/context";
import { errorText, FormField, FormMessage, SubmitButton } from "./Field";
import "./forms.css";

const selectUnsubscribe = selectFormSubmission("newsletterUnsubscribe");

/** The CMS block "newsletter unsubscribe": the customer's topic, or a guest's address; a stub with the customer feature off. */
const NewsletterUnsubscribeBlock = ({ block }: BlockProps) => {
  const props = useBlockProps(NewsletterUnsubscribeProps, block);
  const t = useT();
  const dispatch = useDispatch();
  const H = headingTag(useHeadingDepth());
  const customer = useSelector(selectCustomer);
  const featureOn = useSelector(selectRuntimeConfig)?.featureCustomer !== false;
  const submission = useSelector(selectUnsubscribe);
  const [email, setEmail] = useState("");
  if (props === null) return null;
  const variant = customer ? "loggedIn" : "anonymous";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ _tag: "UnsubscribeNewsletter", topicId: props.topicId, email });
  };

  return (
    <section
      className="cf-form cf-newsletter"
      aria-labelledby={`${block.id}-title`}
      data-testid="newsletter-unsubscribe"
    >
      <H id={`${block.id}-title`} className="cf-title">
        {props.title}
      </H>
      {!featureOn ? (
        <p className="cf-intro">{t("newsletter.off")}</p>
      ) : (
        <>
          <p className="cf-intro">{props.beforeContent[variant]}</p>
          <div aria-live="polite">
            {submission.status === "sent" && (
              <FormMessage kind="success" testId="newsletter-unsubscribed">
                {props.unsubscribeSuccess[variant]}
              </FormMessage>
            )}
            {submission.status === "failed" && (
              <FormMessage kind="error" testId="newsletter-unsubscribe-error">
                {props.unsubscribeError[variant]}
              </FormMessage>
            )}
          </div>
          {submission.status !== "sent" && (
            <form noValidate onSubmit={submit} className="cf-inline">
              {customer === null && (
                <FormField
                  form="newsletter-unsubscribe"
                  field="email"
                  label={t("newsletter.email")}
                  type="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={setEmail}
                  error={
                    submission.status === "refused" && submission.errors.email
                      ? errorText(t, submission.errors.email)
                      : undefined
                  }
                />
              )}
              <SubmitButton busy={submission.status === "sending"} label={t("newsletter.unsubscribe")} />
            </form>
          )}
        </>
      )}
    </section>
  );
};
export default NewsletterUnsubscribeBlock;
