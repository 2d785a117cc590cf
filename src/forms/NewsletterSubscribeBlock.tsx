import { type FormEvent, useState } from "react";
import { NewsletterSubscribeProps } from "../../domain/content/formsBlocks";
import { selectFormSubmission } from "../../domain/forms/selectors";
import { selectCustomer } from "../../domain/session/selectors";
import { selectRuntimeConfig } from "../../domain/shell/selectors";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../content/kit";
import { useDispatch, useSelector, useT } from "../state/context";
import { errorText, FormField, FormMessage, SubmitButton } from "./Field";
import { useGuestConfirmLink } from "./useConfirmLink";
import "./forms.css";

const selectSubscribe = selectFormSubmission("newsletterSubscribe");
const selectConfirm = selectFormSubmission("newsletterConfirm");

/**
 * The CMS block "newsletter subscribe" (document 1 §3, §4, §6): its texts in the logged-in or the
 * anonymous variant; a 202 means the confirmation e-mail is on its way; with the customer feature
 * off it is a stub without subscription.
 */
const NewsletterSubscribeBlock = ({ block }: BlockProps) => {
  const props = useBlockProps(NewsletterSubscribeProps, block);
  const t = useT();
  const dispatch = useDispatch();
  const H = headingTag(useHeadingDepth());
  const customer = useSelector(selectCustomer);
  const featureOn = useSelector(selectRuntimeConfig)?.featureCustomer !== false;
  const submission = useSelector(selectSubscribe);
  const confirmation = useSelector(selectConfirm);
  const [email, setEmail] = useState("");
  useGuestConfirmLink(featureOn && props !== null);
  if (props === null) return null;
  const variant = customer ? "loggedIn" : "anonymous";
  const already = customer?.newsletterTopics.some((x) => x.newsletterTopicId === props.topicId) ?? false;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ _tag: "SubscribeNewsletter", topicId: props.topicId, email });
  };

  const answer = () => {
    if (confirmation.status === "sent")
      return (
        <FormMessage kind="success" testId="newsletter-confirmed">
          {props.confirmSuccess[variant]}
        </FormMessage>
      );
    if (confirmation.status === "failed" || confirmation.status === "refused")
      return (
        <FormMessage kind="error" testId="newsletter-confirm-error">
          {props.confirmError[variant]}
        </FormMessage>
      );
    if (submission.status === "pending")
      return (
        <FormMessage kind="success" testId="newsletter-pending">
          {props.subscribeSuccess[variant]}
        </FormMessage>
      );
    if (submission.status === "sent")
      return (
        <FormMessage kind="success" testId="newsletter-subscribed">
          {props.confirmSuccess[variant]}
        </FormMessage>
      );
    if (submission.status === "failed")
      return (
        <FormMessage kind="error" testId="newsletter-error">
          {props.subscribeError[variant]}
        </FormMessage>
      );
    return null;
  };

  const done = submission.status === "pending" || submission.status === "sent";
  return (
    <section
      className="cf-form cf-newsletter"
      aria-labelledby={`${block.id}-title`}
      data-testid="newsletter-subscribe"
    >
      <H id={`${block.id}-title`} className="cf-title">
        {props.title}
      </H>
      {!featureOn ? (
        <p className="cf-intro" data-testid="newsletter-off">
          {t("newsletter.off")}
        </p>
      ) : (
        <>
          <p className="cf-intro">{props.beforeContent[variant]}</p>
          <div aria-live="polite">{answer()}</div>
          {already && !done ? (
            <p className="cf-intro">{t("newsletter.subscribed")}</p>
          ) : (
            !done && (
              <form noValidate onSubmit={submit} className="cf-inline">
                {customer === null && (
                  <FormField
                    form="newsletter"
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
                <SubmitButton busy={submission.status === "sending"} label={t("newsletter.subscribe")} />
              </form>
            )
          )}
        </>
      )}
    </section>
  );
};
export default NewsletterSubscribeBlock;
