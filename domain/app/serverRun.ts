import type { RouteName } from "../routing/routes";
import type { AppCommand } from "./commands";
import type { AppEvent } from "./events";
import { reactTo } from "./reactions";

/**
 * The reactions a server render runs (issue 17): those that read what everybody sees alike. The
 * render has none of the shopper's cookies, so a reaction that loads the shopper's own data (the
 * cart, favourites, a loyalty card, payment wallets) or reports a problem is declined: the cart
 * loads in the browser once it resumed (AppResumed), and a page whose start-up needs another of
 * them is the shopper's own and is not rendered on the server at all.
 */
const SHARED: ReadonlySet<AppCommand["_tag"]> = new Set<AppCommand["_tag"]>([
  "Navigate",
  "LoadDeliveryPassOffer",
]);

/**
 * The screens of the shopper's own account, checkout and forms: nothing to share or index, and a
 * form filled in before the app took the page over would lose what was typed. The browser renders
 * them itself (the server sends the empty shell).
 */
const BROWSER_ROUTES: ReadonlySet<string> = new Set<RouteName>([
  "favourites",
  "checkout",
  "paymentReturn",
  "checkoutConfirmation",
  "testConfirmation",
  "login",
  "registration",
  "offlineAccount",
  "passwordReset",
  "profileSub",
  "profile",
  "physicalCard",
  "physicalCardConfirmation",
]);

/**
 * Lists and search results ask with the shopper's stored consent (issue 15 #3: insights flags and
 * query ids): for a shopper who stored one, the browser loads them itself.
 */
const CONSENT_ROUTES: ReadonlySet<string> = new Set<RouteName>(["productList", "search"]);

/** Whether the server renders a page of this route (issue 17) for a shopper with or without stored consent. */
export const serverRendersRoute = (route: string | null, storedConsent: boolean): boolean =>
  route === null || !(BROWSER_ROUTES.has(route) || (storedConsent && CONSENT_ROUTES.has(route)));

/** Command ids of a server render start with this (src/entry-server.tsx): re-execution knows them by it. */
export const SERVER_COMMAND_PREFIX = "ssr";
export const isServerCommand = (commandId: string): boolean => commandId.startsWith(SERVER_COMMAND_PREFIX);

/** The commands an event causes in a server render: today's reactions, only the shared ones. */
export const serverReactTo = (event: AppEvent): ReadonlyArray<AppCommand> =>
  reactTo(event).filter((command) => SHARED.has(command._tag));

export const serverReactions =
  (declined: (command: AppCommand) => void) =>
  (event: AppEvent): ReadonlyArray<AppCommand> =>
    reactTo(event).filter((command) => {
      if (SHARED.has(command._tag)) return true;
      declined(command);
      return false;
    });
