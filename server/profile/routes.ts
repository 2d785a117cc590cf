import { Schema } from "effect";
import type { Context } from "hono";
import { newPasswordProblem } from "../../domain/account/rules/password";
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
} from "../../domain/api/profile";
import { newsletterDecision } from "../../domain/profile/rules/newsletter";
import {
  type PersonalData,
  type PersonalDataProblem,
  personalDataProblems,
  profileUpdateOf,
} from "../../domain/profile/rules/personal-data";
import { withAddOns } from "../addon/profile";
import { queueMail } from "../auth/outbox";
import { findCustomerById } from "../customers/store";
import { now } from "../http/clock";
import { decodePart, parseJsonBody } from "../http/decode";
import type { App, AppEnv } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { hashPassword, verifyPassword } from "../session/password";
import { tenantSettings } from "../tenant/settings";
import {
  communicationSettings,
  confirmedTopics,
  confirmSubscription,
  customerOrder,
  customerOrders,
  dropPending,
  emailUsedByOther,
  NEWSLETTER_CONFIRM_HOURS,
  newsletterTopics,
  passwordHashOf,
  requestConfirmation,
  saveCommunicationSettings,
  setPasswordHash,
  setSubscribedTopics,
  tenantDateFormat,
  updatePersonalData,
} from "./store";

/** The logged-in customer's id, or 401 (document 1 §6: the profile needs a login). */
const customerIdOf = (c: Context<AppEnv>): string => {
  const id = c.get("session")?.customerId;
  if (!id) throw new HttpError(401, "not logged in");
  return id;
};

const PROBLEM_TEXT: Record<PersonalDataProblem, string> = {
  required: "is required",
  tooLong: "is too long",
  email: "is not an e-mail address",
  markup: "must not contain <",
  salutation: "is not a salutation",
  invalid: "is not a date in the configured format",
  tooYoung: "must be at least 18 years ago",
  inFuture: "must not be in the future",
};

const currentCustomer = async (c: Context<AppEnv>, id: string) => {
  const customer = await findCustomerById(c.get("db"), id);
  if (!customer) throw new HttpError(401, "not logged in");
  return customer;
};

export const profileRoutes = (app: App) => {
  route(app, updateProfile, async ({ body }, c) => {
    const id = customerIdOf(c);
    const db = c.get("db");
    const data: PersonalData = {
      salutation: body.salutation ?? "",
      academicTitle: body.academicTitle ?? "",
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      birthdate: body.birthdate ?? "",
    };
    const problems = Object.entries(personalDataProblems(data, await tenantDateFormat(db), new Date(now())));
    if (problems.length > 0)
      throw new HttpError(400, "the personal data breaks its rules", {
        code: "invalid",
        errors: problems.map(([path, p]) => ({ path, message: `${path} ${PROBLEM_TEXT[p]}` })),
      });
    if (await emailUsedByOther(db, id, data.email))
      throw new HttpError(409, "this e-mail address is used by another customer", {
        code: "email_taken",
        errors: [{ path: "email", message: "email is used by another customer" }],
      });
    await updatePersonalData(db, id, profileUpdateOf(data));
    return currentCustomer(c, id);
  });

  route(app, changePassword, async ({ body }, c) => {
    const id = customerIdOf(c);
    const db = c.get("db");
    const fresh = newPasswordProblem(body.newPassword);
    if (fresh)
      throw new HttpError(400, "the new password breaks its rules", {
        code: "invalid",
        errors: [{ path: "newPassword", message: `newPassword: ${fresh} (8 to 50 characters)` }],
      });
    const stored = await passwordHashOf(db, id);
    if (!stored || body.oldPassword === "" || !(await verifyPassword(body.oldPassword, stored)))
      throw new HttpError(400, "the old password is wrong", {
        code: "wrong_password",
        errors: [{ path: "oldPassword", message: "oldPassword is wrong" }],
      });
    await setPasswordHash(db, id, await hashPassword(body.newPassword));
    return { changed: true };
  });

  route(app, getCommunicationSettings, (_r, c) => communicationSettings(c.get("db"), customerIdOf(c)));
  route(app, putCommunicationSettings, async ({ body }, c) => {
    const id = customerIdOf(c);
    await saveCommunicationSettings(c.get("db"), id, body);
    return communicationSettings(c.get("db"), id);
  });

  route(app, getNewsletterTopics, (_r, c) => {
    customerIdOf(c);
    return newsletterTopics(c.get("db"));
  });

  // 200 or 202 by the answer (the shared route helper answers one status per call).
  const encodeManaged = Schema.encodeUnknownSync(manageNewsletterTopics.response);
  app.post(manageNewsletterTopics.path, async (c) => {
    const id = customerIdOf(c);
    const db = c.get("db");
    const body = decodePart("body", manageNewsletterTopics.body, parseJsonBody(await c.req.text()));
    const known = new Set((await newsletterTopics(db)).map((t) => t.newsletterTopicId));
    const unknown = [...body.subscribe, ...body.unsubscribe].filter((t) => !known.has(t));
    if (unknown.length > 0)
      throw new HttpError(400, "unknown newsletter topic", {
        code: "invalid",
        errors: unknown.map((t) => ({ path: "subscribe", message: `unknown topic ${t}` })),
      });
    const customer = await currentCustomer(c, id);
    const decision = newsletterDecision(
      customer.newsletterTopics.map((t) => t.newsletterTopicId),
      await confirmedTopics(db, id),
      body,
    );
    await setSubscribedTopics(db, id, decision.topics);
    await dropPending(db, id, body.unsubscribe);
    // The confirmation e-mail carries the token; until it is followed the topic stays pending.
    if (decision.pending.length > 0) {
      const { profilePath } = await tenantSettings(db);
      const names = new Map((await newsletterTopics(db)).map((t) => [t.newsletterTopicId, t.name]));
      for (const t of decision.pending) {
        const token = await requestConfirmation(db, id, t);
        await queueMail(db, {
          recipient: customer.email,
          subject:
            "Bitte bestätigen Sie Ihr Newsletter-Abonnement / Please confirm your newsletter subscription",
          body: `Hallo ${customer.firstName},\n\nbitte bestätigen Sie, dass Sie den Newsletter „${names.get(t) ?? t}“ erhalten möchten (der Link gilt ${NEWSLETTER_CONFIRM_HOURS} Stunden).\n\nPlease confirm that you would like to receive the newsletter "${names.get(t) ?? t}" (the link is valid for ${NEWSLETTER_CONFIRM_HOURS} hours).`,
          link: `${profilePath}/newsletter?confirm=${token}`,
        });
      }
    }
    const answer = { customer: await currentCustomer(c, id), pending: decision.pending };
    return c.json(encodeManaged(answer) as object, decision.pending.length > 0 ? 202 : 200);
  });

  route(app, confirmNewsletterTopic, async ({ body }, c) => {
    const confirmed = await confirmSubscription(c.get("db"), body.token);
    if (!confirmed) throw new HttpError(404, "no pending subscription has this token", { code: "not_found" });
    return { newsletterTopicId: confirmed.topicId };
  });

  route(app, getOrders, (_r, c) => customerOrders(c.get("db"), customerIdOf(c), now()));
  route(app, getCustomerOrder, async ({ params }, c) => {
    const order = await customerOrder(c.get("db"), customerIdOf(c), params.orderNumber);
    if (!order) throw new HttpError(404, "no such order", { code: "not_found" });
    return withAddOns(c.get("db"), order);
  });
};
