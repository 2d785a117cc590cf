import { Effect, Layer } from "effect";
import { ApiError } from "../../domain/api/errors";
import { postProblemReport } from "../../domain/api/problemReports";
import type { Recording } from "../../domain/app/recording/format";
import { ProblemReports } from "../../domain/ports/problem-reports";
import { readCookie } from "../browser/cookies";
import { randomId } from "../browser/misc";
import { makeHttpApi } from "../http/client";

/**
 * The live problem-report port: the session's redacted recording (from the recorder, once it has
 * started) packed by ./bundle, sent with the report through the shop's HTTP rules. Its own HTTP
 * client, not the Api port: the shop's Api port is recorded, and the recording must not enter itself.
 */
export const problemReportsLive = (recording: () => Promise<Recording | null>) => {
  const http = makeHttpApi({
    baseUrl: "",
    fetch: (input, init) => window.fetch(input, init),
    readCookie,
    requestId: randomId,
    maxRetries: 0,
  });
  return Layer.succeed(ProblemReports, {
    send: (report) =>
      Effect.gen(function* () {
        const packed = yield* Effect.tryPromise({
          try: async () => {
            const current = await recording();
            if (current === null) throw new Error("no recording in this browser");
            return (await import("./bundle")).packRecording(current);
          },
          catch: (e) =>
            new ApiError({
              call: postProblemReport.name,
              status: 0,
              message: e instanceof Error ? e.message : String(e),
            }),
        });
        return yield* http.call(postProblemReport, { body: { ...report, recording: packed.recording } });
      }),
  });
};
