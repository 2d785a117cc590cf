import { describe, expect, it } from "vitest";
import {
  blockEditUrl,
  canSeeBlock,
  isEditLinksToggle,
  parseContentAccess,
  type Viewer,
} from "../../domain/content/contentAccess";

const who = (setting: unknown): Viewer[] =>
  (["guest", "customer", "loyalty"] as const).filter((v) => canSeeBlock(setting, v));

describe("content access (document 1 §2, §6; issue 14)", () => {
  it("[issue 14] a block without a setting, or with a blank one, is for everyone", () => {
    expect(who(undefined)).toEqual(["guest", "customer", "loyalty"]);
    expect(who("")).toEqual(["guest", "customer", "loyalty"]);
    expect(who("  ")).toEqual(["guest", "customer", "loyalty"]);
    expect(who(42)).toEqual(["guest", "customer", "loyalty"]);
  });

  it("[issue 14] guest: only visitors who are not logged in", () => {
    expect(who("guest")).toEqual(["guest"]);
  });

  it("[doc1 §6] customer: logged-in customers, loyalty members included (a member is a customer plus)", () => {
    expect(who("customer")).toEqual(["customer", "loyalty"]);
  });

  it("[issue 14] loyalty member: only members; written with a space, a hyphen or camel case", () => {
    expect(who("loyalty member")).toEqual(["loyalty"]);
    expect(who("Loyalty-Member")).toEqual(["loyalty"]);
    expect(who("loyaltyMember")).toEqual(["loyalty"]);
  });

  it("[issue 14] a semicolon list is the union of its entries, blanks and case ignored", () => {
    expect(who("guest; loyalty member")).toEqual(["guest", "loyalty"]);
    expect(who(" GUEST ;customer;")).toEqual(["guest", "customer", "loyalty"]);
  });

  it("[issue 14] a setting naming no known kind hides the block from everyone (a typo never shows members' content)", () => {
    expect(parseContentAccess("gast;constructor")?.size).toBe(0);
    expect(who("gast;constructor")).toEqual([]);
  });

  it("[doc1 §2] Ctrl+Shift+E toggles the edit links; not with Alt or Meta, not another key", () => {
    const k = (
      key: string,
      mods: Partial<Record<"ctrlKey" | "shiftKey" | "altKey" | "metaKey", boolean>>,
    ) => ({
      key,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      metaKey: false,
      ...mods,
    });
    expect(isEditLinksToggle(k("E", { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isEditLinksToggle(k("e", { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isEditLinksToggle(k("E", { ctrlKey: true }))).toBe(false);
    expect(isEditLinksToggle(k("E", { ctrlKey: true, shiftKey: true, altKey: true }))).toBe(false);
    expect(isEditLinksToggle(k("E", { ctrlKey: true, shiftKey: true, metaKey: true }))).toBe(false);
    expect(isEditLinksToggle(k("R", { ctrlKey: true, shiftKey: true }))).toBe(false);
  });

  it("[doc1 §6] an edit link is the tenant's CMS template with the block id; none without a template", () => {
    expect(blockEditUrl("https://cms.example/edit?block={block}", "a b/1")).toBe(
      "https://cms.example/edit?block=a%20b%2F1",
    );
    expect(blockEditUrl(undefined, "x")).toBeNull();
  });
});
