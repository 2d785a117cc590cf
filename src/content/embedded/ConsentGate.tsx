import type { ReactNode } from "react";
import type { EmbedConsent } from "../../../domain/content/embeddedBlocks";
import { OpenSettingsButton } from "../../consent/OpenSettingsButton";
import { useSelector, useT } from "../../state/context";

const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * Holds an embed back until its consent category is allowed (document 1 §4: scripts of a category
 * wait for its consent): until then a placeholder of the embed's size says what would load from
 * where, with a button to the consent settings. No request goes to the host before consent.
 */
export const ConsentGate = ({
  consent,
  src,
  label,
  width,
  height,
  children,
}: {
  readonly consent: EmbedConsent;
  readonly src: string;
  readonly label: string;
  readonly width?: number;
  readonly height?: number;
  readonly children: ReactNode;
}) => {
  const allowed = useSelector((s) => s.consent.categories[consent]);
  const t = useT();
  if (allowed) return <>{children}</>;
  return (
    <div
      className="cms-embed__placeholder"
      data-testid="embed-placeholder"
      style={width && height ? { aspectRatio: `${width} / ${height}` } : undefined}
    >
      <p>
        {t("embed.placeholder", {
          label,
          host: hostOf(src),
          category: t(`embed.category.${consent}`),
        })}
      </p>
      <OpenSettingsButton>{t("embed.openSettings")}</OpenSettingsButton>
    </div>
  );
};
