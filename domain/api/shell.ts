import { Schema } from "effect";
import { ComponentConfigs, ComponentConfigType, ContentPage } from "../content/page";
import { TenantConfig } from "../tenant/config";
import { defineCall } from "./contract";

export const getTenantConfig = defineCall({
  name: "tenant.config",
  method: "GET",
  path: "/tenant/config",
  query: Schema.Struct({ locale: Schema.optional(Schema.String) }),
  response: TenantConfig,
  content: true,
});

export const getCsrf = defineCall({
  name: "csrf",
  method: "GET",
  path: "/api/csrf",
  response: Schema.Struct({ token: Schema.String }),
});

export const getComponentConfigs = defineCall({
  name: "content.configs",
  method: "GET",
  path: "/api/content/configs/client",
  query: Schema.Struct({ "types[]": Schema.Array(ComponentConfigType) }),
  response: ComponentConfigs,
  content: true,
});

/** Not named by the specifications: a CMS page by its full path ("/" is the start page). */
export const getContentPage = defineCall({
  name: "content.page",
  method: "GET",
  path: "/api/content/pages",
  query: Schema.Struct({ path: Schema.String, preview: Schema.optional(Schema.String) }),
  response: ContentPage,
  errors: { 404: "no page at this path" },
  content: true,
});

export const LogEntry = Schema.Struct({
  // doc 1 §7 names only `error` and `message`: an entry without a level is an error.
  level: Schema.optionalWith(Schema.Literal("error", "warn", "info"), { default: () => "error" as const }),
  message: Schema.String.pipe(Schema.maxLength(2000)),
  error: Schema.optional(Schema.String.pipe(Schema.maxLength(8000))),
  stack: Schema.optional(Schema.String.pipe(Schema.maxLength(8000))),
  path: Schema.optional(Schema.String.pipe(Schema.maxLength(2000))),
  requestId: Schema.optional(Schema.String.pipe(Schema.maxLength(100))),
  status: Schema.optional(Schema.Number),
  version: Schema.optional(Schema.String.pipe(Schema.maxLength(100))),
  timestamp: Schema.optional(Schema.Number),
  params: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String })),
});
export type LogEntry = typeof LogEntry.Type;

export const postLog = defineCall({
  name: "logs",
  method: "POST",
  path: "/logs",
  body: LogEntry,
  response: Schema.Struct({ stored: Schema.Boolean }),
  status: 202,
});

export const LatestBuild = Schema.Struct({ id: Schema.String, timestamp: Schema.Number });
export const getLatestBuild = defineCall({
  name: "builds.latest",
  method: "GET",
  path: "/builds/latest.json",
  query: Schema.Struct({ timestamp: Schema.optional(Schema.String) }),
  response: LatestBuild,
});

export const BuildMeta = Schema.Struct({
  id: Schema.String,
  timestamp: Schema.Number,
  matcher: Schema.Struct({
    static: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
    wildcard: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  }),
  prerendered: Schema.Array(Schema.String),
  routeRules: Schema.Record({
    key: Schema.String,
    value: Schema.Struct({
      prerender: Schema.optional(Schema.Boolean),
      redirect: Schema.optional(Schema.String),
      appMiddleware: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Boolean })),
    }),
  }),
});
export const getBuildMeta = defineCall({
  name: "builds.meta",
  method: "GET",
  path: "/builds/meta/:buildId.json",
  params: Schema.Struct({ buildId: Schema.String }),
  response: BuildMeta,
  errors: { 404: "unknown build" },
});
