import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import pg from "pg";
import { type ServerProcess, startServerProcess } from "../tests/support/server-process";
import { addFromTile, chooseClickAndCollect, expectBadgeCount, serviceDialog } from "./cart-support";
import { settleConsent } from "./discovery-support";

/*
 * Issue 18: two browser tabs of one shopper on two server processes sharing one PostgreSQL. Runs
 * when DATABASE_URL names a PostgreSQL server whose role may create databases (playwright.config.ts
 * collects it only then; CI sets it): the spec starts its own two processes on a fresh database.
 */

const serverUrl = process.env.DATABASE_URL ?? "";
const name = `grocery_e2e_${randomBytes(4).toString("hex")}`;
const onServer = async (sql: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

let a: ServerProcess;
let b: ServerProcess;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  [a, b] = await Promise.all([
    startServerProcess({ DATABASE_URL: url.toString(), WORKERS: "1" }),
    startServerProcess({ DATABASE_URL: url.toString(), WORKERS: "1" }),
  ]);
});
test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

const openList = async (page: Page, origin: string) => {
  await page.goto(`${origin}/sortiment/getraenke`);
  await expect(page.getByTestId("product-tile").first()).toBeVisible();
  await settleConsent(page);
};

test("[issue 18] two tabs of one shopper on two server processes share one cart: what each adds, both show", async ({
  context,
}) => {
  // Cookies belong to the host, not the port: both tabs are the same browser session.
  const tabA = await context.newPage();
  const tabB = await context.newPage();

  await openList(tabA, a.url);
  await expectBadgeCount(tabA, 0);
  await addFromTile(tabA, 0);
  await expect(serviceDialog(tabA)).toBeVisible();
  await chooseClickAndCollect(tabA);
  await expectBadgeCount(tabA, 1, 1);

  // Process B knows the session and the cart process A made.
  await openList(tabB, b.url);
  await expectBadgeCount(tabB, 1, 1);
  await addFromTile(tabB, 1);
  await expectBadgeCount(tabB, 2, 2);

  // And A sees what B added.
  await tabA.reload();
  await expectBadgeCount(tabA, 2, 2);
});
