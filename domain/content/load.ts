import { Effect } from "effect";
import { callApi } from "../api/call";
import { ApiError } from "../api/errors";
import { getContentPage } from "../api/shell";
import { content } from "./access";

const notFoundPath = (slug: string | undefined) => `/${(slug ?? "404").replace(/^\/+/, "")}`;

/** Loads the CMS not-found page once; a CMS without one leaves the built-in text. */
export const loadNotFoundPage = Effect.gen(function* () {
  if ((yield* content.state).notFound.status === "success") return;
  const { config } = yield* content.inputs;
  const path = notFoundPath(config?.pages.notFound?.urlslug);
  const page = yield* callApi(getContentPage, { query: { path } }).pipe(Effect.orElseSucceed(() => null));
  yield* content.emit({ _tag: "NotFoundPageLoaded", page });
});

/** The path shows the non-fatal 404 (document 1 §2): the CMS not-found page. */
export const showNotFound = (path: string) =>
  Effect.gen(function* () {
    yield* content.emit({ _tag: "ContentPageMissing", path });
    yield* loadNotFoundPage;
  });

/** Loads the CMS page at a path (cached once loaded); a missing page becomes the 404. */
export const loadContentPage = (path: string) =>
  Effect.gen(function* () {
    if ((yield* content.state).pages[path]?.status === "success") return "cached";
    const { config } = yield* content.inputs;
    yield* content.emit({ _tag: "ContentPageRequested", path });
    const preview = config?.cms.preview ? "true" : undefined;
    return yield* callApi(getContentPage, { query: { path, preview } }).pipe(
      Effect.flatMap((page) => Effect.as(content.emit({ _tag: "ContentPageLoaded", path, page }), "loaded")),
      Effect.catchAll((error) =>
        error instanceof ApiError && error.status === 404
          ? Effect.as(showNotFound(path), "missing")
          : Effect.as(
              content.emit({
                _tag: "PageLoadFailed",
                path,
                status: error instanceof ApiError ? error.status : 500,
                message: error.message,
              }),
              "failed",
            ),
      ),
    );
  });
