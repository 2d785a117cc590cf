import { readFileSync } from "node:fs";

/** The project's version from package.json: the tenant config reports it as appVersion. */
export const appVersion: string = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }
).version;
