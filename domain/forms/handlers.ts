import { Effect, Schema } from "effect";
import { callApi } from "../api/call";
import type { AnyCall, CallInput, CallOutput } from "../api/contract";
import { ApiError, ErrorBody } from "../api/errors";
import {
  confirmGuestNewsletter,
  submitContactForm,
  submitQuestionnaire,
  subscribeGuestNewsletter,
  unsubscribeGuestNewsletter,
} from "../api/forms";
import { manageNewsletterTopics } from "../api/profile";
import type { HandlersOf } from "../core/feature";
import type { Ports } from "../ports";
import { WallClock } from "../ports/clock";
import { customerChanged } from "../session/changed";
import { forms } from "./access";
import type { FormsCommand } from "./commands";
import type { FieldErrors, FormKind } from "./model";
import type { FormsOutcomes } from "./outcomes";
import { contactProblems } from "./rules/contact";
import { newsletterEmailProblem } from "./rules/newsletter";
import { countryOfLocale } from "./rules/phone";
import { questionnairePrefillOf, questionnaireProblems } from "./rules/questionnaire";
import { uploadCountProblem } from "./rules/uploads";

const decodeErrorBody = Schema.decodeUnknownOption(ErrorBody);

/** A call's answer, or the field errors of its 400 (null for any other failure). */
const attempt = <C extends AnyCall>(call: C, input: CallInput<C>) =>
  callApi(call, input).pipe(
    Effect.map((value) => ({ ok: true as const, value: value as CallOutput<C> })),
    Effect.catchAll((e) => {
      const body = e instanceof ApiError && e.status === 400 ? decodeErrorBody(e.body) : undefined;
      const errors: Record<string, string> | null =
        body?._tag === "Some"
          ? Object.fromEntries(
              (body.value.errors ?? []).map((x) => [x.path.replace(/^body\./, ""), "invalid"]),
            )
          : null;
      return Effect.succeed({ ok: false as const, status: e instanceof ApiError ? e.status : 500, errors });
    }),
  );

type Answer<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly status: number; readonly errors: FieldErrors | null };
type Sent<A> =
  | { readonly kind: "ok"; readonly value: A }
  | { readonly kind: "busy" }
  | { readonly kind: "invalid" }
  | { readonly kind: "failed"; readonly status: number };

/** Sends one form: refused before sending when its rules are broken, else its state follows the answer. */
const send = <A, R>(form: FormKind, problems: FieldErrors, call: Effect.Effect<Answer<A>, never, R>) =>
  Effect.gen(function* () {
    if ((yield* forms.state).submissions[form].status === "sending") return { kind: "busy" } as Sent<A>;
    if (Object.keys(problems).length > 0) {
      yield* forms.emit({ _tag: "FormRefused", form, errors: problems });
      return { kind: "invalid" } as Sent<A>;
    }
    yield* forms.emit({ _tag: "FormSending", form });
    const answer = yield* call;
    if (answer.ok) return { kind: "ok", value: answer.value } as Sent<A>;
    if (answer.errors !== null && Object.keys(answer.errors).length > 0) {
      yield* forms.emit({ _tag: "FormRefused", form, errors: answer.errors });
      return { kind: "invalid" } as Sent<A>;
    }
    yield* forms.emit({ _tag: "FormFailed", form });
    return { kind: "failed", status: answer.status } as Sent<A>;
  });

const emailProblems = (email: string): FieldErrors => {
  const p = newsletterEmailProblem(email);
  return p ? { email: p } : {};
};

export const formsHandlers: HandlersOf<FormsCommand, typeof FormsOutcomes, Ports> = {
  SubmitContactForm: (c) =>
    Effect.gen(function* () {
      const problems: Record<string, string> = { ...contactProblems(c.fields) };
      const tooMany = uploadCountProblem(c.uploads.length);
      if (tooMany) problems.uploads = tooMany;
      const r = yield* send(
        "contact",
        problems,
        attempt(submitContactForm, {
          body: { fields: c.fields, uploadIds: c.uploads.map((u) => u.uploadId) },
        }),
      );
      if (r.kind === "ok") {
        yield* forms.emit({
          _tag: "FormSent",
          form: "contact",
          reference: r.value.reference,
          pending: false,
        });
        return "sent" as const;
      }
      return r.kind;
    }),

  SubscribeNewsletter: (c) =>
    Effect.gen(function* () {
      const { customer, config } = yield* forms.inputs;
      // Document 1 §6: with the customer feature off the newsletter is a stub without subscription.
      if (config?.featureCustomer === false) return "off" as const;
      if (customer !== null) {
        if (customer.newsletterTopics.some((t) => t.newsletterTopicId === c.topicId)) {
          yield* forms.emit({
            _tag: "FormSent",
            form: "newsletterSubscribe",
            reference: null,
            pending: false,
          });
          return "subscribed" as const;
        }
        const r = yield* send(
          "newsletterSubscribe",
          {},
          attempt(manageNewsletterTopics, { body: { subscribe: [c.topicId], unsubscribe: [] } }),
        );
        if (r.kind !== "ok") return r.kind;
        yield* customerChanged(r.value.customer);
        // A 202 (pending) does not add the topic locally (document 1 §4): the answer's customer lacks it.
        const pending = r.value.pending.length > 0;
        yield* forms.emit({ _tag: "FormSent", form: "newsletterSubscribe", reference: null, pending });
        return pending ? ("pending" as const) : ("subscribed" as const);
      }
      const r = yield* send(
        "newsletterSubscribe",
        emailProblems(c.email),
        attempt(subscribeGuestNewsletter, { body: { email: c.email.trim(), topicId: c.topicId } }),
      );
      if (r.kind !== "ok") return r.kind;
      yield* forms.emit({ _tag: "FormSent", form: "newsletterSubscribe", reference: null, pending: true });
      return "pending" as const;
    }),

  UnsubscribeNewsletter: (c) =>
    Effect.gen(function* () {
      const { customer, config } = yield* forms.inputs;
      if (config?.featureCustomer === false) return "off" as const;
      if (customer !== null) {
        const r = yield* send(
          "newsletterUnsubscribe",
          {},
          attempt(manageNewsletterTopics, { body: { subscribe: [], unsubscribe: [c.topicId] } }),
        );
        if (r.kind !== "ok") return r.kind;
        yield* customerChanged(r.value.customer);
      } else {
        const r = yield* send(
          "newsletterUnsubscribe",
          emailProblems(c.email),
          attempt(unsubscribeGuestNewsletter, { body: { email: c.email.trim(), topicId: c.topicId } }),
        );
        if (r.kind !== "ok") return r.kind;
      }
      yield* forms.emit({ _tag: "FormSent", form: "newsletterUnsubscribe", reference: null, pending: false });
      return "unsubscribed" as const;
    }),

  ConfirmGuestNewsletter: (c) =>
    Effect.gen(function* () {
      const r = yield* send(
        "newsletterConfirm",
        {},
        attempt(confirmGuestNewsletter, { body: { token: c.token } }),
      );
      if (r.kind === "busy") return r.kind;
      // An unknown, used or expired link (404) and a malformed one (400) are the same to the shopper.
      if (r.kind === "invalid" || (r.kind === "failed" && r.status === 404)) return "invalidLink" as const;
      if (r.kind === "failed") return "failed" as const;
      yield* forms.emit({ _tag: "FormSent", form: "newsletterConfirm", reference: null, pending: false });
      return "confirmed" as const;
    }),

  SubmitQuestionnaire: (c) =>
    Effect.gen(function* () {
      const r = yield* send(
        "questionnaire",
        questionnaireProblems(c.fields, c.answers, c.questionIds),
        attempt(submitQuestionnaire, {
          body: { questionnaireId: c.questionnaireId, fields: c.fields, answers: c.answers },
        }),
      );
      if (r.kind === "ok") {
        yield* forms.emit({
          _tag: "FormSent",
          form: "questionnaire",
          reference: r.value.reference,
          pending: false,
        });
        return "sent" as const;
      }
      return r.kind;
    }),

  PrefillQuestionnaire: () =>
    Effect.gen(function* () {
      const { customer, addresses, config } = yield* forms.inputs;
      if (customer === null) {
        if ((yield* forms.state).prefill === null) return "guest" as const;
        yield* forms.emit({ _tag: "QuestionnairePrefillCleared" });
        return "cleared" as const;
      }
      const billing =
        addresses.find((a) => a.category === "billing" && a.primary) ??
        addresses.find((a) => a.category === "billing" || a.category === "combined") ??
        null;
      const today = new Date(yield* (yield* WallClock).now());
      const prefill = questionnairePrefillOf(
        customer,
        billing?.address ?? null,
        config?.dateFormat ?? "dd.MM.yyyy",
        countryOfLocale(config?.locale ?? ""),
        today,
      );
      yield* forms.emit({ _tag: "QuestionnairePrefilled", customerId: customer.customerId, prefill });
      return "prefilled" as const;
    }),
};
