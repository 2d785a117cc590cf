import { postProblemReport } from "../../domain/api/problemReports";
import { clientIp } from "../http/client-ip";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { createRateLimiter } from "../logs/rate-limit";
import { deleteOldProblemReports, insertProblemReport } from "./store";
import { focusSeq, unpackRecording } from "./unpack";

/** Uploads per client address and minute: a shopper reports now and then, a loop would flood. */
const UPLOADS_PER_MINUTE = 20;

/**
 * The upload (issue 19 #2): validated (schema, recording format and size: 400, 413) before anything
 * is stored; answers the shopper's reference number.
 */
export const problemReportRoutes = (app: App, options: { readonly retentionSeconds: number }) => {
  const perAddress = createRateLimiter("problem-reports", UPLOADS_PER_MINUTE, 60_000);
  route(app, postProblemReport, async ({ body }, c) => {
    if (!(await perAddress.take(c.get("db"), clientIp(c), Date.now()))) {
      c.header("Retry-After", "60");
      throw new HttpError(429, "too many problem reports, try again later", { code: "rate_limited" });
    }
    if (body.kind === "report" && body.description.trim() === "")
      throw new HttpError(400, "a report needs a description of what happened", {
        errors: [{ path: "body.description", message: "required for a report" }],
      });
    const { recording, bytes } = unpackRecording(body.recording);
    const db = c.get("db");
    const reference = await insertProblemReport(db, {
      kind: body.kind,
      description: body.description,
      email: body.email ?? null,
      path: body.path,
      error: body.error ?? null,
      buildId: body.buildId,
      cartId: body.cartId ?? null,
      orderNumber: body.orderNumber ?? null,
      sessionId: c.get("session")?.id ?? null,
      recording: body.recording,
      recordingBytes: bytes,
      entries: recording.entries.length,
      focusSeq: focusSeq(recording, body.kind),
    });
    await deleteOldProblemReports(db, options.retentionSeconds);
    return { reference };
  });
};
