import { type FormEvent, useEffect, useRef, useState } from "react";
import type { NewsletterTopic } from "../../domain/profile/model";
import { selectCustomer } from "../../domain/session/selectors";
import { useDispatch, useDispatchAsync, useGetState, useSelector, useT } from "../state/context";
import { selectPath, selectSearch } from "../state/selectors";
import { FormNotice, type Notice, SubmitButton } from "./Field";
import { SectionPending } from "./SectionStatus";
import { useSection } from "./useSection";

const Form = ({
  topics,
  subscribed,
  pendingTopics,
}: {
  readonly topics: ReadonlyArray<NewsletterTopic>;
  readonly subscribed: ReadonlyArray<string>;
  readonly pendingTopics: ReadonlyArray<string>;
}) => {
  const t = useT();
  const dispatch = useDispatchAsync();
  const getState = useGetState();
  const [wanted, setWanted] = useState<ReadonlyArray<string>>(subscribed);
  // A topic confirmed by the e-mail's link while the form is open shows up ticked.
  const subscribedKey = subscribed.join();
  useEffect(() => setWanted(subscribedKey === "" ? [] : subscribedKey.split(",")), [subscribedKey]);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const toggle = (id: string, on: boolean) =>
    setWanted((w) => (on ? [...w.filter((x) => x !== id), id] : w.filter((x) => x !== id)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    setNotice(null);
    const outcome = await dispatch({ _tag: "ManageNewsletterTopics", wanted });
    setPending(false);
    // The boxes show what the customer has now: a topic waiting for its confirmation is not ticked.
    setWanted(selectCustomer(getState())?.newsletterTopics.map((x) => x.newsletterTopicId) ?? []);
    switch (outcome) {
      case "applied":
        setNotice({ kind: "success", text: t("profile.newsletter.saved") });
        return;
      case "pending":
        setNotice({ kind: "info", text: t("profile.newsletter.confirmationSent") });
        return;
      case "unchanged":
        setNotice({ kind: "info", text: t("profile.newsletter.unchanged") });
        return;
      case "loggedOut":
        return;
      default:
        setNotice({ kind: "error", text: t("profile.form.failed") });
    }
  };

  return (
    <form className="profile-form" onSubmit={submit} aria-labelledby="profile-section-title">
      <fieldset className="profile-fieldset">
        <legend className="profile-fieldset__legend">{t("profile.newsletter.legend")}</legend>
        {topics.map((topic) => {
          const id = `newsletter-${topic.newsletterTopicId}`;
          const waiting =
            pendingTopics.includes(topic.newsletterTopicId) && !subscribed.includes(topic.newsletterTopicId);
          return (
            <div className="profile-check" key={topic.newsletterTopicId}>
              <input
                id={id}
                type="checkbox"
                checked={wanted.includes(topic.newsletterTopicId)}
                onChange={(e) => toggle(topic.newsletterTopicId, e.target.checked)}
                aria-describedby={`${id}-hint`}
              />
              <label htmlFor={id}>
                <span className="profile-check__label">{topic.name}</span>
                <span className="profile-check__hint" id={`${id}-hint`}>
                  {topic.description}
                  {waiting && (
                    <span className="profile-badge" data-testid={`${id}-pending`}>
                      {t("profile.newsletter.pending")}
                    </span>
                  )}
                </span>
              </label>
            </div>
          );
        })}
      </fieldset>
      <p className="profile-form__note">{t("profile.newsletter.doubleOptIn")}</p>
      <FormNotice notice={notice} testId="newsletter-notice" />
      <SubmitButton pending={pending} label={t("profile.form.save")} />
    </form>
  );
};

/**
 * The confirmation e-mail's link (`?confirm=<token>`): confirmed once (the shell shows how it went),
 * and the token leaves the address so that a reload or a shared URL does not send it again.
 */
const useConfirmationLink = () => {
  const dispatch = useDispatch();
  const path = useSelector(selectPath);
  const token = new URLSearchParams(useSelector(selectSearch)).get("confirm");
  // Once per token, also when an effect runs twice (React's strict mode in development).
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    dispatch({ _tag: "Navigate", to: path, history: "replace" });
    dispatch({ _tag: "ConfirmNewsletterTopic", token });
  }, [token, path, dispatch]);
};

/** Newsletter topics (document 1 §4, §7): a subscription that waits for its confirmation is not shown as subscribed. */
const NewsletterForm = () => {
  const { data, status, reload } = useSection("newsletter");
  const customer = useSelector(selectCustomer);
  useConfirmationLink();
  if (data === null || customer === null || status !== "loaded")
    return <SectionPending status={status} retry={reload} />;
  const subscribed = customer.newsletterTopics.map((t) => t.newsletterTopicId);
  return <Form topics={data.topics} subscribed={subscribed} pendingTopics={data.pendingTopics} />;
};

export default NewsletterForm;
