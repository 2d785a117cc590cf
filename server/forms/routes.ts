import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  CONTACT_UPLOAD_PATH,
  confirmGuestNewsletter,
  submitContactForm,
  submitQuestionnaire,
  subscribeGuestNewsletter,
  unsubscribeGuestNewsletter,
} from "../../domain/api/forms";
import { contactProblems, type FieldProblem } from "../../domain/forms/rules/contact";
import { newsletterEmailProblem } from "../../domain/forms/rules/newsletter";
import { questionnaireProblems } from "../../domain/forms/rules/questionnaire";
import {
  kindOfContent,
  kindOfName,
  MAX_UPLOAD_BYTES,
  MAX_UPLOADS,
  UPLOAD_MIME,
} from "../../domain/forms/rules/uploads";
import { queueMail } from "../auth/outbox";
import { now } from "../http/clock";
import type { App, AppEnv } from "../http/env";
import { errorResponse, HttpError } from "../http/errors";
import { route } from "../http/route";
import { NEWSLETTER_CONFIRM_HOURS, newsletterTopics } from "../profile/store";
import { DEMO_TENANT } from "../tenant/store";
import {
  confirmGuestSubscription,
  dropGuestSubscription,
  openUploads,
  questionnaireQuestionIds,
  requestGuestSubscription,
  storeContactMessage,
  storeQuestionnaireAnswers,
  storeUpload,
} from "./store";

const PROBLEM_TEXT: Record<FieldProblem, string> = {
  required: "is required",
  maxLength: "is too long",
  minLength: "is too short",
  numbersOnly: "must contain digits only",
  email: "is not an e-mail address",
};

const refuse = (message: string, errors: ReadonlyArray<{ path: string; message: string }>) =>
  new HttpError(400, message, { code: "invalid", errors });

const customerIdOf = (c: Context<AppEnv>): string | null => c.get("session")?.customerId ?? null;

const knownTopic = async (c: Context<AppEnv>, topicId: string) => {
  if (!(await newsletterTopics(c.get("db"))).some((t) => t.newsletterTopicId === topicId))
    throw refuse("unknown newsletter topic", [{ path: "topicId", message: `unknown topic ${topicId}` }]);
};

const guestEmail = (email: string) => {
  const problem = newsletterEmailProblem(email);
  if (problem)
    throw refuse("the e-mail address is not valid", [
      {
        path: "email",
        message: problem === "required" ? "email is required" : "email is not an e-mail address",
      },
    ]);
  return email.trim().toLowerCase();
};

/**
 * The newsletter belongs to the customer feature (document 1 §3): a shop without it offers no
 * subscription, so its calls are refused as a route the shop does not have.
 */
const newsletterOffered = async (c: Context<AppEnv>) => {
  const [row] = await c
    .get("db")
    .query<{ on: boolean | null }>(
      "SELECT (runtime_config->>'featureCustomer')::boolean AS on FROM tenants WHERE id = $1",
      [DEMO_TENANT],
    );
  if (row?.on !== true)
    throw new HttpError(404, "The newsletter is not offered by this shop", { code: "feature_off" });
};

export const contentFormRoutes = (app: App) => {
  // The upload's own limit (10,000,000 bytes, 413 beyond): the app's general 1 MiB limit skips this path.
  app.post(
    CONTACT_UPLOAD_PATH,
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES,
      onError: (c) => {
        c.header("Connection", "close");
        return errorResponse(c, 413, `the file is larger than ${MAX_UPLOAD_BYTES} bytes`, {
          code: "too_large",
          errors: [{ path: "file", message: `at most ${MAX_UPLOAD_BYTES} bytes` }],
        });
      },
    }),
    async (c) => {
      const name = (c.req.query("name") ?? "").trim();
      if (name === "" || name.length > 200)
        throw refuse("the file needs a name", [{ path: "name", message: "name is required (at most 200)" }]);
      const claimed = kindOfName(name);
      if (claimed === null)
        throw refuse("only pdf, jpeg and png files", [
          { path: "name", message: "the file must be a pdf, jpeg or png" },
        ]);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.length === 0) throw refuse("the file is empty", [{ path: "file", message: "file is empty" }]);
      // The content decides, not the name: a renamed executable is refused.
      const kind = kindOfContent(bytes);
      if (kind === null || kind !== claimed)
        throw refuse("the file's content is not what its name says", [
          { path: "file", message: `the content is not a ${claimed} file (${UPLOAD_MIME[claimed]})` },
        ]);
      const uploadId = await storeUpload(c.get("db"), { name, kind, bytes }, now());
      return c.json({ uploadId, name, size: bytes.length, kind }, 201);
    },
  );

  route(app, submitContactForm, async ({ body }, c) => {
    const problems = Object.entries(contactProblems(body.fields));
    const errors = problems.map(([path, p]) => ({ path, message: `${path} ${PROBLEM_TEXT[p]}` }));
    const ids = [...new Set(body.uploadIds)];
    if (ids.length > MAX_UPLOADS) errors.push({ path: "uploadIds", message: `at most ${MAX_UPLOADS} files` });
    else {
      const open = await openUploads(c.get("db"), ids);
      for (const id of ids)
        if (!open.has(id))
          errors.push({ path: "uploadIds", message: `unknown or already sent upload ${id}` });
    }
    if (errors.length > 0) throw refuse("the contact form breaks its rules", errors);
    const fields = Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [k, v.trim()]));
    const reference = await storeContactMessage(
      c.get("db"),
      { customerId: customerIdOf(c), fields, uploadIds: ids },
      now(),
    );
    return { reference };
  });

  route(app, subscribeGuestNewsletter, async ({ body }, c) => {
    await newsletterOffered(c);
    const email = guestEmail(body.email);
    await knownTopic(c, body.topicId);
    const db = c.get("db");
    const token = await requestGuestSubscription(db, email, body.topicId);
    if (token !== null)
      await queueMail(db, {
        recipient: email,
        subject:
          "Bitte bestätigen Sie Ihr Newsletter-Abonnement / Please confirm your newsletter subscription",
        body: `Bitte bestätigen Sie, dass Sie unseren Newsletter erhalten möchten (der Link gilt ${NEWSLETTER_CONFIRM_HOURS} Stunden).\n\nPlease confirm that you would like to receive our newsletter (the link is valid for ${NEWSLETTER_CONFIRM_HOURS} hours).`,
        link: `/newsletter?confirm=${token}`,
      });
    // Confirmed or not, the answer is the same: it must not tell who reads the newsletter.
    return { pending: true };
  });

  route(app, confirmGuestNewsletter, async ({ body }, c) => {
    await newsletterOffered(c);
    const confirmed = await confirmGuestSubscription(c.get("db"), body.token, NEWSLETTER_CONFIRM_HOURS);
    if (!confirmed) throw new HttpError(404, "no pending subscription has this token", { code: "not_found" });
    return confirmed;
  });

  route(app, unsubscribeGuestNewsletter, async ({ body }, c) => {
    await newsletterOffered(c);
    const email = guestEmail(body.email);
    await knownTopic(c, body.topicId);
    await dropGuestSubscription(c.get("db"), email, body.topicId);
    return { unsubscribed: true };
  });

  route(app, submitQuestionnaire, async ({ body }, c) => {
    const questions = await questionnaireQuestionIds(c.get("db"), body.questionnaireId);
    if (questions === null)
      throw refuse("unknown questionnaire", [
        { path: "questionnaireId", message: `no questionnaire ${body.questionnaireId}` },
      ]);
    const problems = Object.entries(questionnaireProblems(body.fields, body.answers, questions));
    if (problems.length > 0)
      throw refuse(
        "the questionnaire breaks its rules",
        problems.map(([path, p]) => ({
          path,
          message:
            p === "integer"
              ? `${path} must be an integer`
              : p === "range"
                ? `${path} must be above 0 and below 100`
                : p === "unknown"
                  ? `${path} is not a field of this questionnaire`
                  : `${path} is too long`,
        })),
      );
    const reference = await storeQuestionnaireAnswers(
      c.get("db"),
      {
        questionnaireId: body.questionnaireId,
        customerId: customerIdOf(c),
        fields: body.fields,
        answers: body.answers,
      },
      now(),
    );
    return { reference };
  });
};
