import { expect, test } from "@playwright/test";
import { createLinkCheckPage, LINK_CHECK_PATH } from "./fixtures/link-check-page";
import { openShop } from "./support";

test("[doc1 §8] an unknown block type renders nothing and is posted to /logs", async ({
  page,
  request: api,
}) => {
  await createLinkCheckPage(api);
  const logged = page.waitForRequest(
    (r) =>
      r.method() === "POST" &&
      new URL(r.url()).pathname === "/logs" &&
      (r.postData() ?? "").includes("unknown content block type: hologram"),
  );
  await openShop(page, LINK_CHECK_PATH);
  const request = await logged;
  const body = request.postDataJSON() as { level: string; message: string; path: string };
  expect(body).toMatchObject({
    level: "warn",
    message: "unknown content block type: hologram",
    path: LINK_CHECK_PATH,
  });
  const response = await request.response();
  expect(response?.ok(), "the server accepted the log entry").toBe(true);

  // The rest of the row renders; the hologram's text appears nowhere.
  await expect(page.getByRole("link", { name: "Unsicherer Link" })).toBeVisible();
  await expect(page.getByText("Dieses Element kennt der Shop nicht.")).toHaveCount(0);
});
