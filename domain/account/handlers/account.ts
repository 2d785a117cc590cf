import { Effect } from "effect";
import {
  completeOfflineActivation,
  confirmRegistration,
  register,
  requestOfflineActivation,
  requestPasswordReset,
  setNewPassword,
} from "../../api/account";
import { callApi, isStatus } from "../../api/call";
import { notify } from "../../notifications/notify";
import { WallClock } from "../../ports/clock";
import { loggedIn, registered } from "../../session/login";
import { account } from "../access";
import { birthdateProblem } from "../rules/birthdate";
import { newPasswordProblem } from "../rules/password";
import {
  isValidEan13,
  isValidEmail,
  type RegistrationInput,
  registrationErrors,
} from "../rules/registration";
import { goTo } from "./redirect";
import { bypassKeyOf } from "./session";

/**
 * What the client sends as the bot check's answer without the webview's bypass key: no reCAPTCHA
 * widget can be loaded here (no service is reachable), so the server accepts any non-empty answer
 * and says so where it checks it (server/auth/routes.ts).
 */
const NO_WIDGET_ANSWER = "no-recaptcha-widget";

const today = Effect.flatMap(WallClock, (c) => c.now()).pipe(Effect.map((ms) => new Date(ms)));

const dateFormatOf = Effect.map(account.inputs, (i) => i.config?.dateFormat ?? "dd.MM.yyyy");

const failed = Effect.as(notify("account.failed", "error"), "failed" as const);

export const registerCustomer = (registration: RegistrationInput) =>
  Effect.gen(function* () {
    const errors = registrationErrors(registration, yield* dateFormatOf, yield* today);
    if (Object.keys(errors).length > 0) return "invalid" as const;
    const { location } = yield* account.inputs;
    const r = yield* callApi(register, {
      query: { recaptchaResponse: bypassKeyOf(location.search) ?? NO_WIDGET_ANSWER },
      body: registration,
    }).pipe(Effect.either);
    if (r._tag === "Left") {
      if (isStatus(r.left, 400)) return "invalid" as const;
      if (isStatus(r.left, 409)) return "duplicate" as const;
      return yield* failed;
    }
    if ("confirmationSent" in r.right) {
      yield* registered(true);
      return "confirmationSent" as const;
    }
    yield* registered(false);
    yield* loggedIn(r.right, "registration");
    yield* goTo("/", "replace");
    return "loggedIn" as const;
  });

export const confirm = (token: string) =>
  Effect.gen(function* () {
    const r = yield* callApi(confirmRegistration, { body: { token } }).pipe(Effect.either);
    if (r._tag === "Right") return "confirmed" as const;
    return isStatus(r.left, 400) ? ("invalidLink" as const) : yield* failed;
  });

export const requestReset = (email: string) =>
  Effect.gen(function* () {
    if (!isValidEmail(email.trim())) return "invalid" as const;
    const r = yield* callApi(requestPasswordReset, { body: { email: email.trim() } }).pipe(Effect.either);
    if (r._tag === "Right") return "sent" as const;
    return isStatus(r.left, 400) ? ("invalid" as const) : yield* failed;
  });

export const setPassword = (token: string, password: string) =>
  Effect.gen(function* () {
    if (newPasswordProblem(password) !== null) return "invalid" as const;
    const r = yield* callApi(setNewPassword, { body: { token, password } }).pipe(Effect.either);
    if (r._tag === "Right") {
      yield* notify("account.reset.changed", "success");
      return "changed" as const;
    }
    return isStatus(r.left, 400) ? ("invalidLink" as const) : yield* failed;
  });

export const requestActivation = (cardNumber: string, email: string, birthdate: string) =>
  Effect.gen(function* () {
    const body = { cardNumber: cardNumber.trim(), email: email.trim(), birthdate: birthdate.trim() };
    if (
      !isValidEan13(body.cardNumber) ||
      !isValidEmail(body.email) ||
      birthdateProblem(body.birthdate, yield* dateFormatOf, yield* today) === "invalid"
    )
      return "invalid" as const;
    const r = yield* callApi(requestOfflineActivation, { body }).pipe(Effect.either);
    if (r._tag === "Right") return "sent" as const;
    return isStatus(r.left, 400) ? ("invalid" as const) : yield* failed;
  });

export const completeActivation = (token: string, password: string) =>
  Effect.gen(function* () {
    if (newPasswordProblem(password) !== null) return "invalid" as const;
    const r = yield* callApi(completeOfflineActivation, { body: { token, password } }).pipe(Effect.either);
    if (r._tag === "Left") return isStatus(r.left, 400) ? ("invalidLink" as const) : yield* failed;
    yield* loggedIn(r.right, "activation");
    yield* goTo("/", "replace");
    return "loggedIn" as const;
  });
