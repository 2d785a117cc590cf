import type { OutcomeLists } from "../core/feature";
import type { NavigationCommand } from "./commands";

/** A path shown (or not: the tenant's configuration not yet there); refused targets; leaving the shop. */
export const NavigationOutcomes = {
  Navigate: [
    "navigated",
    "redirected",
    "gone",
    "not-ready",
    "unchanged",
    "left",
    "refused:offline",
    "refused:external",
    "refused:protocol",
    "refused:invalid",
  ],
  GoBack: ["back"],
  SetConnectivity: ["online", "offline", "unchanged"],
} as const satisfies OutcomeLists<NavigationCommand>;
