import { Layer } from "effect";
import { Api } from "../../domain/ports/api";
import { readCookie } from "../browser/cookies";
import { randomId } from "../browser/misc";
import { makeHttpApi } from "./client";

/** The shop's own API, same origin, through the browser's fetch and cookies. */
export const ApiLive = Layer.succeed(
  Api,
  makeHttpApi({
    baseUrl: "",
    fetch: (input, init) => window.fetch(input, init),
    readCookie,
    requestId: randomId,
  }),
);
