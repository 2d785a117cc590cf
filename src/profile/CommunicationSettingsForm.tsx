import { type FormEvent, useState } from "react";
import type { CommunicationSettings } from "../../domain/profile/model";
import { useDispatchAsync, useT } from "../state/context";
import { FormNotice, type Notice, SubmitButton } from "./Field";
import { SectionPending } from "./SectionStatus";
import { useSection } from "./useSection";

const KEYS = ["personalEmailAllowed", "personalMailAllowed", "personalSmsAllowed"] as const;

const Form = ({ initial }: { readonly initial: CommunicationSettings }) => {
  const t = useT();
  const dispatch = useDispatchAsync();
  const [settings, setSettings] = useState(initial);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    setNotice(null);
    const outcome = await dispatch({ _tag: "SaveCommunicationSettings", settings });
    setPending(false);
    if (outcome === "saved") setNotice({ kind: "success", text: t("profile.communication.saved") });
    else if (outcome !== "loggedOut") setNotice({ kind: "error", text: t("profile.form.failed") });
  };

  return (
    <form className="profile-form" onSubmit={submit} aria-labelledby="profile-section-title">
      <fieldset className="profile-fieldset">
        <legend className="profile-fieldset__legend">{t("profile.communication.legend")}</legend>
        {KEYS.map((k) => (
          <div className="profile-check" key={k}>
            <input
              id={`communication-${k}`}
              type="checkbox"
              checked={settings[k]}
              onChange={(e) => setSettings((s) => ({ ...s, [k]: e.target.checked }))}
              aria-describedby={`communication-${k}-hint`}
            />
            <label htmlFor={`communication-${k}`}>
              <span className="profile-check__label">{t(`profile.communication.${k}`)}</span>
              <span className="profile-check__hint" id={`communication-${k}-hint`}>
                {t(`profile.communication.${k}.hint`)}
              </span>
            </label>
          </div>
        ))}
      </fieldset>
      <FormNotice notice={notice} testId="communication-notice" />
      <SubmitButton pending={pending} label={t("profile.form.save")} />
    </form>
  );
};

/** Communication settings (document 1 §3, §7): GET when the section opens, PUT on save. */
const CommunicationSettingsForm = () => {
  const { data, status, reload } = useSection("communication");
  const settings = data?.communication ?? null;
  if (settings === null || status === "loading" || status === "failed")
    return <SectionPending status={status} retry={reload} />;
  return <Form initial={settings} />;
};

export default CommunicationSettingsForm;
