import type { HandlersOf } from "../../core/feature";
import type { Ports } from "../../ports";
import type { AccountCommand } from "../commands";
import type { AccountOutcomes } from "../outcomes";
import {
  completeActivation,
  confirm,
  registerCustomer,
  requestActivation,
  requestReset,
  setPassword,
} from "./account";
import { leaveProtectedPage, logIn, logOut, refresh } from "./session";

/** Login, logout, registration, password reset and the offline account: a lazy feature of its own. */
export const accountHandlers: HandlersOf<AccountCommand, typeof AccountOutcomes, Ports> = {
  LogIn: (c) => logIn(c.email, c.password),
  LogOut: () => logOut,
  Register: (c) => registerCustomer(c.registration),
  ConfirmRegistration: (c) => confirm(c.token),
  RequestPasswordReset: (c) => requestReset(c.email),
  SetNewPassword: (c) => setPassword(c.token, c.password),
  RequestOfflineActivation: (c) => requestActivation(c.cardNumber, c.email, c.birthdate),
  CompleteOfflineActivation: (c) => completeActivation(c.token, c.password),
  LeaveProtectedPage: () => leaveProtectedPage,
  RefreshCustomer: () => refresh,
};
