import { CookieSettingsButtonProps } from "../../domain/consent/blocks";
import { type BlockProps, useBlockProps } from "../content/kit";
import { useSelector, useT } from "../state/context";
import "./consent.css";
import { OpenSettingsButton } from "./OpenSettingsButton";

/** Opens the consent script's settings; without a consent script (everything allowed) there is nothing to open. */
const CookieSettingsButton = ({ block }: BlockProps) => {
  const props = useBlockProps(CookieSettingsButtonProps, block);
  const source = useSelector((s) => s.consent.source);
  const t = useT();
  if (props === null || source === "notConfigured" || source === "failed") return null;
  return (
    <p className="cms-button consent-settings">
      <OpenSettingsButton disabled={source === "pending"}>
        {props.label ?? t("consent.settingsButton")}
      </OpenSettingsButton>
    </p>
  );
};
export default CookieSettingsButton;
