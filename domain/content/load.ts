import { Effect } from "effect";
import { callApi } from "../api/call";
import { ApiError } from "../api/errors";
import { getContentPage } from "../api/shell";
import { content } from "./access";
import type { ErrorExtra } from "./errorData";

const notFoundPath = (slug: string | undefined) => `/${(slug ?? "404").replace(/^\/+/, "")}`;

/**
 * Loads the CMS error page at `custom` (a gone path's own error page), else the configured
 * not-found page, once; a CMS without it leaves the built-in text.
 */
const loadErrorPage = (custom: string | undefined) =>
  Effect.gen(function* () {
    const { config } = yield* content.inputs;
    const path = custom ?? notFoundPath(config?.pages.notFound?.urlslug);
    const loaded = (yield* content.state).notFound;
    if (
      loaded.status === "success" &&
      (loaded.path ?? notFoundPath(config?.pages.notFound?.urlslug)) === path
    )
      return;
    const page = yield* callApi(getContentPage, { query: { path } }).pipe(Effect.orElseSucceed(() => null));
    // Only a custom page names its path: the configured not-found page's event stays as recorded before.
    yield* content.emit(
      custom === undefined
        ? { _tag: "NotFoundPageLoaded", page }
        : { _tag: "NotFoundPageLoaded", page, path },
    );
  });

/** Loads the CMS not-found page once; a CMS without one leaves the built-in text. */
export const loadNotFoundPage = loadErrorPage(undefined);

/**
 * The path shows the non-fatal 404 (document 1 §2): the CMS not-found page, or the custom CMS
 * error page the error names (`errorPage`, from the redirect maps), and the extra component its
 * data names (`extra`: the product route's not-found slider).
 */
export const showNotFound = (path: string, errorPage?: string, extra?: ErrorExtra) =>
  Effect.gen(function* () {
    yield* content.emit(
      extra ? { _tag: "ContentPageMissing", path, extra } : { _tag: "ContentPageMissing", path },
    );
    yield* loadErrorPage(errorPage);
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
