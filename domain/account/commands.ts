import { Schema } from "effect";
import { REGISTRATION_FIELDS, type RegistrationField } from "./rules/registration";

const Text = Schema.String.pipe(Schema.maxLength(300));

/** The login form (document 1 §7): the return path and forwardToCheckout come from the page's query. */
const LogIn = Schema.TaggedStruct("LogIn", { email: Text, password: Text });
const LogOut = Schema.TaggedStruct("LogOut", {});
const Register = Schema.TaggedStruct("Register", {
  registration: Schema.Struct(
    Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, Text])) as Record<RegistrationField, typeof Text>,
  ),
});
/** The confirmation link's token (the registration page's ?confirm=). */
const ConfirmRegistration = Schema.TaggedStruct("ConfirmRegistration", { token: Text });
const RequestPasswordReset = Schema.TaggedStruct("RequestPasswordReset", { email: Text });
const SetNewPassword = Schema.TaggedStruct("SetNewPassword", { token: Text, password: Text });
const RequestOfflineActivation = Schema.TaggedStruct("RequestOfflineActivation", {
  cardNumber: Text,
  email: Text,
  birthdate: Text,
});
const CompleteOfflineActivation = Schema.TaggedStruct("CompleteOfflineActivation", {
  token: Text,
  password: Text,
});
/** The customer went away: a login-required page sends the shopper to the login (document 1 §2, §8). */
const LeaveProtectedPage = Schema.TaggedStruct("LeaveProtectedPage", {});
/** GET /api/customers/refresh (document 1 §7). */
const RefreshCustomer = Schema.TaggedStruct("RefreshCustomer", {});

export const AccountCommands = [
  LogIn,
  LogOut,
  Register,
  ConfirmRegistration,
  RequestPasswordReset,
  SetNewPassword,
  RequestOfflineActivation,
  CompleteOfflineActivation,
  LeaveProtectedPage,
  RefreshCustomer,
] as const;
export type AccountCommand = (typeof AccountCommands)[number]["Type"];
