import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as account from "../../../domain/api/account";
import * as addresses from "../../../domain/api/addresses";
import * as call from "../../../domain/api/call";
import * as cart from "../../../domain/api/cart";
import * as checkout from "../../../domain/api/checkout";
import type { AnyCall } from "../../../domain/api/contract";
import * as contract from "../../../domain/api/contract";
import * as customer from "../../../domain/api/customer";
import * as deliveryPass from "../../../domain/api/delivery-pass";
import * as discovery from "../../../domain/api/discovery";
import * as distribution from "../../../domain/api/distribution";
import * as errors from "../../../domain/api/errors";
import * as favourites from "../../../domain/api/favourites";
import * as fishTracking from "../../../domain/api/fishTracking";
import * as forms from "../../../domain/api/forms";
import * as insights from "../../../domain/api/insights";
import * as loyalty from "../../../domain/api/loyalty";
import * as paymentMethods from "../../../domain/api/payment-methods";
import * as profile from "../../../domain/api/profile";
import * as recipes from "../../../domain/api/recipes";
import * as search from "../../../domain/api/search";
import * as session from "../../../domain/api/session";
import * as shell from "../../../domain/api/shell";
import * as sitemap from "../../../domain/api/sitemap";
import * as vitals from "../../../domain/api/vitals";
import * as wallet from "../../../domain/api/wallet";

/** Every module of the API contract, by file name: the fuzzer's test checks no file is missing here. */
export const contractModules: Readonly<Record<string, object>> = {
  account,
  addresses,
  call,
  cart,
  checkout,
  contract,
  customer,
  "delivery-pass": deliveryPass,
  discovery,
  distribution,
  errors,
  favourites,
  forms,
  fishTracking,
  insights,
  loyalty,
  "payment-methods": paymentMethods,
  profile,
  recipes,
  search,
  session,
  shell,
  sitemap,
  vitals,
  wallet,
};

/** The contract's module files on disk (domain/api/*.ts), without extension. */
export const contractFiles = (): string[] =>
  readdirSync(fileURLToPath(new URL("../../../domain/api/", import.meta.url)))
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .map((f) => f.replace(/\.ts$/, ""))
    .sort();

const isCall = (value: unknown): value is AnyCall =>
  typeof value === "object" &&
  value !== null &&
  "method" in value &&
  "path" in value &&
  "params" in value &&
  "query" in value &&
  "body" in value &&
  "response" in value;

/**
 * Every call of the contract (a call re-exported by a second module counted once), in a stable
 * order. Two calls may share a route with different schemas (GET /api/customers of the session and
 * of the profile): both are fuzzed.
 */
export const contractCalls = (): AnyCall[] => {
  const calls = new Set<AnyCall>();
  for (const module of Object.values(contractModules))
    for (const value of Object.values(module)) if (isCall(value)) calls.add(value);
  return [...calls].sort((a, b) =>
    `${a.path} ${a.method} ${a.name}`.localeCompare(`${b.path} ${b.method} ${b.name}`),
  );
};
