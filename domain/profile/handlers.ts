import { Effect, Schema } from "effect";
import { callApi } from "../api/call";
import type { AnyCall, CallInput, CallOutput } from "../api/contract";
import { getCustomer } from "../api/customer";
import { ApiError, ErrorBody } from "../api/errors";
import {
  changePassword,
  confirmNewsletterTopic,
  getCommunicationSettings,
  getCustomerOrder,
  getNewsletterTopics,
  getOrders,
  manageNewsletterTopics,
  putCommunicationSettings,
  updateProfile,
} from "../api/profile";
import type { HandlersOf } from "../core/feature";
import { notify } from "../notifications/notify";
import type { Ports } from "../ports";
import { WallClock } from "../ports/clock";
import { customerChanged } from "../session/changed";
import { profile } from "./access";
import type { ProfileCommand } from "./commands";
import type { ProfileOutcomes } from "./outcomes";
import { newsletterRequestOf } from "./rules/newsletter";
import { passwordChangeProblems } from "./rules/password-change";
import { type PersonalData, personalDataChange, personalDataProblems } from "./rules/personal-data";
import type { ProfileForm } from "./state";

/** How a profile call ended: its answer, or why not. */
type Answer<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly status: number; readonly body: ErrorBody | null };

const decodeErrorBody = Schema.decodeUnknownOption(ErrorBody);

/** A call whose failure is a value: the handlers answer each status with an outcome. */
const attempt = <C extends AnyCall>(call: C, input: CallInput<C>) =>
  callApi(call, input).pipe(
    Effect.map((value): Answer<CallOutput<C>> => ({ ok: true, value: value as CallOutput<C> })),
    Effect.catchAll((e) => {
      const status = e instanceof ApiError ? e.status : 500;
      const body = e instanceof ApiError ? decodeErrorBody(e.body) : undefined;
      return Effect.succeed<Answer<CallOutput<C>>>({
        ok: false,
        status,
        body: body?._tag === "Some" ? body.value : null,
      });
    }),
  );

/**
 * A refusal's field errors as the form shows them: the server's codes for the two refusals only
 * it can know (an e-mail taken, a wrong old password), else "invalid" on each field it named.
 */
const serverRefusal = (body: ErrorBody | null): Record<string, string> => {
  if (body?.code === "email_taken") return { email: "emailTaken" };
  if (body?.code === "wrong_password") return { oldPassword: "wrongPassword" };
  const out: Record<string, string> = {};
  for (const e of body?.errors ?? []) out[e.path.replace(/^body\./, "")] = "invalid";
  return Object.keys(out).length > 0 ? out : { form: "invalid" };
};

const refuse = (form: ProfileForm, errors: Record<string, string>) =>
  profile.emit({ _tag: "ProfileFormRefused", form, errors });

/** The outcome of a failed call of a form: refused with field errors, logged out, or failed. */
const formFailure = (form: ProfileForm, status: number, body: ErrorBody | null) =>
  status === 401
    ? Effect.succeed("loggedOut" as const)
    : status === 400 || status === 409
      ? Effect.as(refuse(form, serverRefusal(body)), "refused" as const)
      : Effect.as(refuse(form, { form: "failed" }), "failed" as const);

const loggedInCustomer = Effect.map(profile.inputs, (i) => i.customer);

const openSection = (c: Extract<ProfileCommand, { _tag: "OpenProfileSection" }>) =>
  Effect.gen(function* () {
    const customer = yield* loggedInCustomer;
    if (customer === null) return "loggedOut" as const;
    const section = c.section;
    yield* profile.emit({ _tag: "ProfileSectionLoading", section, owner: customer.customerId });
    const failed = (status: number) =>
      status === 401
        ? Effect.succeed("loggedOut" as const)
        : Effect.as(
            profile.emit({
              _tag: "ProfileSectionFailed",
              section,
              reason: status === 404 ? "notFound" : "failed",
            }),
            status === 404 ? ("notFound" as const) : ("failed" as const),
          );
    switch (section) {
      case "orders": {
        const a = yield* attempt(getOrders, {});
        if (!a.ok) return yield* failed(a.status);
        yield* profile.emit({ _tag: "ProfileOrdersLoaded", orders: a.value });
        return "loaded" as const;
      }
      case "order": {
        if (!c.orderNumber || !/^\d{1,15}$/.test(c.orderNumber)) return yield* failed(404);
        const a = yield* attempt(getCustomerOrder, { params: { orderNumber: c.orderNumber } });
        if (!a.ok) return yield* failed(a.status);
        yield* profile.emit({ _tag: "ProfileOrderLoaded", order: a.value });
        return "loaded" as const;
      }
      case "communication": {
        const a = yield* attempt(getCommunicationSettings, {});
        if (!a.ok) return yield* failed(a.status);
        yield* profile.emit({ _tag: "CommunicationSettingsLoaded", settings: a.value });
        return "loaded" as const;
      }
      case "newsletter": {
        const a = yield* attempt(getNewsletterTopics, {});
        if (!a.ok) return yield* failed(a.status);
        yield* profile.emit({ _tag: "NewsletterTopicsLoaded", topics: a.value });
        return "loaded" as const;
      }
    }
  });

export const profileHandlers: HandlersOf<ProfileCommand, typeof ProfileOutcomes, Ports> = {
  OpenProfileSection: openSection,

  SavePersonalData: (c) =>
    Effect.gen(function* () {
      const { customer, config } = yield* profile.inputs;
      if (customer === null) return "loggedOut" as const;
      // The profile is only reached after the start-up, which loads the tenant's config first.
      if (config === null) return "failed" as const;
      const data: PersonalData = {
        salutation: c.salutation as PersonalData["salutation"],
        academicTitle: c.academicTitle,
        firstName: c.firstName,
        lastName: c.lastName,
        email: c.email,
        birthdate: c.birthdate,
      };
      const today = new Date(yield* (yield* WallClock).now());
      const problems = personalDataProblems(data, config.dateFormat, today);
      if (Object.keys(problems).length > 0) {
        yield* refuse("personalData", problems as Record<string, string>);
        return "invalid" as const;
      }
      // Document 1 §7: PUT only when something changed.
      const change = personalDataChange(customer, data);
      if (change === null) {
        yield* profile.emit({ _tag: "ProfileFormSaved", form: "personalData" });
        return "unchanged" as const;
      }
      const a = yield* attempt(updateProfile, { body: change });
      if (!a.ok) return yield* formFailure("personalData", a.status, a.body);
      yield* customerChanged(a.value);
      yield* profile.emit({ _tag: "ProfileFormSaved", form: "personalData" });
      return "saved" as const;
    }),

  ChangePassword: (c) =>
    Effect.gen(function* () {
      if ((yield* loggedInCustomer) === null) return "loggedOut" as const;
      const problems = passwordChangeProblems(c);
      if (Object.keys(problems).length > 0) {
        yield* refuse("password", problems as Record<string, string>);
        return "invalid" as const;
      }
      const a = yield* attempt(changePassword, {
        body: { oldPassword: c.oldPassword, newPassword: c.newPassword },
      });
      if (!a.ok) return yield* formFailure("password", a.status, a.body);
      yield* profile.emit({ _tag: "ProfileFormSaved", form: "password" });
      return "changed" as const;
    }),

  SaveCommunicationSettings: (c) =>
    Effect.gen(function* () {
      if ((yield* loggedInCustomer) === null) return "loggedOut" as const;
      const a = yield* attempt(putCommunicationSettings, { body: c.settings });
      if (!a.ok) {
        const outcome = yield* formFailure("communication", a.status, a.body);
        return outcome === "refused" ? ("failed" as const) : outcome;
      }
      yield* profile.emit({ _tag: "CommunicationSettingsLoaded", settings: a.value });
      yield* profile.emit({ _tag: "ProfileFormSaved", form: "communication" });
      return "saved" as const;
    }),

  ManageNewsletterTopics: (c) =>
    Effect.gen(function* () {
      const customer = yield* loggedInCustomer;
      if (customer === null) return "loggedOut" as const;
      const current = customer.newsletterTopics.map((t) => t.newsletterTopicId);
      const request = newsletterRequestOf(current, c.wanted);
      if (request.subscribe.length === 0 && request.unsubscribe.length === 0) {
        yield* profile.emit({ _tag: "ProfileFormSaved", form: "newsletter" });
        return "unchanged" as const;
      }
      const a = yield* attempt(manageNewsletterTopics, { body: request });
      if (!a.ok) return yield* formFailure("newsletter", a.status, a.body);
      // The answer's customer has what was applied; a topic waiting for confirmation is not
      // among them and is not added here either (document 1 §4).
      yield* customerChanged(a.value.customer);
      yield* profile.emit({ _tag: "ProfileFormSaved", form: "newsletter" });
      if (a.value.pending.length === 0) return "applied" as const;
      yield* profile.emit({ _tag: "NewsletterConfirmationPending", topics: a.value.pending });
      return "pending" as const;
    }),

  ConfirmNewsletterTopic: (c) =>
    Effect.gen(function* () {
      const a = yield* attempt(confirmNewsletterTopic, { body: { token: c.token } });
      // An unknown, used or expired token (48 hours) and a malformed one are the same to the shopper.
      if (!a.ok) {
        const invalid = a.status === 404 || a.status === 400;
        yield* notify(invalid ? "profile.newsletter.confirmInvalid" : "profile.form.failed", "error", 10_000);
        return invalid ? ("invalidLink" as const) : ("failed" as const);
      }
      yield* profile.emit({ _tag: "NewsletterTopicConfirmed", topicId: a.value.newsletterTopicId });
      // The link needs no login; a logged-in customer's topics are read again to show the new one.
      if ((yield* loggedInCustomer) !== null) {
        const customer = yield* attempt(getCustomer, {});
        if (customer.ok) yield* customerChanged(customer.value);
      }
      // A notice of the shell: the link's page may still be loading the section it lands on.
      yield* notify("profile.newsletter.confirmed", "success");
      return "confirmed" as const;
    }),

  ClearProfileData: () =>
    Effect.gen(function* () {
      const s = yield* profile.state;
      const empty =
        s.owner === null &&
        s.pendingTopics.length === 0 &&
        Object.keys(s.refusals).length === 0 &&
        Object.keys(s.status).length === 0;
      if (empty) return "empty" as const;
      yield* profile.emit({ _tag: "ProfileDataCleared" });
      return "cleared" as const;
    }),
};
