import type { ReactNode } from "react";
import { type ConsentWindow, openConsentSettings } from "../../adapters/consent/script";

/** A button that opens the consent script's settings (cookie settings block, consent placeholders, error page). */
export const OpenSettingsButton = ({
  children,
  disabled,
}: {
  readonly children: ReactNode;
  readonly disabled?: boolean;
}) => (
  <button
    type="button"
    className="btn btn--secondary"
    disabled={disabled}
    onClick={() => openConsentSettings(window as unknown as ConsentWindow)}
  >
    {children}
  </button>
);
