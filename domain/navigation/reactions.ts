import { reaction } from "../core/feature";
import type { OpenLinkFound } from "../shell/events";
import type { NavigationCommand } from "./commands";

/** The start-up's `?openlink=` target opens like any link: the same checks, a new history entry. */
export const navigationReactions = [
  reaction<typeof OpenLinkFound.Type, NavigationCommand>("OpenLinkFound", (e) => ({
    _tag: "Navigate",
    to: e.to,
    history: "push",
  })),
];
