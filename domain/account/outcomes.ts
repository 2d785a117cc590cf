import type { OutcomeLists } from "../core/feature";
import type { AccountCommand } from "./commands";

/**
 * The account commands' outcomes. wrongCredentials is one outcome for an unknown e-mail and a
 * wrong password alike (the server does not tell them apart either).
 */
export const AccountOutcomes = {
  LogIn: ["loggedIn", "wrongCredentials", "throttled", "unconfirmed", "failed"],
  LogOut: ["loggedOut", "failed"],
  Register: ["confirmationSent", "loggedIn", "invalid", "duplicate", "failed"],
  ConfirmRegistration: ["confirmed", "invalidLink", "failed"],
  RequestPasswordReset: ["sent", "invalid", "failed"],
  SetNewPassword: ["changed", "invalid", "invalidLink", "failed"],
  RequestOfflineActivation: ["sent", "invalid", "failed"],
  CompleteOfflineActivation: ["loggedIn", "invalid", "invalidLink", "failed"],
  LeaveProtectedPage: ["redirected", "stayed"],
  RefreshCustomer: ["refreshed", "guest", "failed"],
} as const satisfies OutcomeLists<AccountCommand>;
