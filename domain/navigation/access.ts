import { selectContentPages } from "../content/selectors";
import { featureAccess } from "../core/feature";
import { selectNotificationItems } from "../notifications/selectors";
import { selectCustomer, selectSessionPhase } from "../session/selectors";
import { selectRedirects, selectRuntimeConfig } from "../shell/selectors";
import type { NavigationEvent } from "./events";
import type { NavigationState } from "./state";

/**
 * Navigation reads the tenant's routes and redirects, the session for the login guard, the loaded
 * CMS pages (whose blocks may load more) and the notifications (back online ends the offline warning).
 */
export const navigation = featureAccess<NavigationEvent>()({
  self: (r: { readonly navigation: NavigationState }) => r.navigation,
  inputs: {
    config: selectRuntimeConfig,
    redirects: selectRedirects,
    customer: selectCustomer,
    sessionPhase: selectSessionPhase,
    pages: selectContentPages,
    notifications: selectNotificationItems,
  },
});
