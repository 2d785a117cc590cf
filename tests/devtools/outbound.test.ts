import { describe, expect, it } from "vitest";
import { compareStreams } from "../../devtools/compare";
import { filterOutbound, followKeys, releasedIds } from "../../devtools/outbound";
import {
  type OutboundRecord,
  outboundOf,
  outboundToCsv,
  outboundToJson,
} from "../../domain/tracking/outbound";

let id = 0;
const rec = (
  status: OutboundRecord["status"],
  name: string,
  payload: unknown,
  channel: OutboundRecord["channel"] = "tracking",
): OutboundRecord => ({ id: ++id, at: Date.UTC(2026, 10, 24, 12), channel, status, name, payload });
const QUERY = "3e48cd0616e466948dd85abf5c3fbbe2";
const list = rec("sent", "view_item_list", {
  event: "view_item_list",
  ecommerce: { items: [{ item_id: "4711" }, { item_id: "815" }] },
});
const add = rec("sent", "add_to_cart", {
  event: "add_to_cart",
  ecommerce: { value: 1.29, items: [{ item_id: "4711" }] },
});
const held = rec(
  "held",
  "add_to_cart",
  { event: "add_to_cart", ecommerce: { value: 2.49, items: [{ item_id: "815" }] } },
  "tracking",
);
const click = rec(
  "sent",
  "Product Clicked",
  { eventName: "Product Clicked", objectIDs: ["4711"], queryID: QUERY },
  "insights",
);
const marker = rec("info", "page load", null);
const all = [marker, list, add, held, click];
const names = (records: ReadonlyArray<OutboundRecord>) => records.map((r) => r.name);

describe("[issue 15 devtools] filter, search and follow", () => {
  const none = { status: "all", query: "", follow: "" } as const;
  it("a channel's records with the page markers, by status sent or held back", () => {
    expect(names(filterOutbound(all, "tracking", none))).toEqual([
      "page load",
      "view_item_list",
      "add_to_cart",
      "add_to_cart",
    ]);
    expect(names(filterOutbound(all, "tracking", { ...none, status: "held back" }))).toEqual(["add_to_cart"]);
    expect(names(filterOutbound(all, "insights", { ...none, status: "sent" }))).toEqual(["Product Clicked"]);
  });
  it("search by event name, by parameter=value, by any value", () => {
    expect(names(filterOutbound(all, "tracking", { ...none, query: "add_to" }))).toEqual([
      "add_to_cart",
      "add_to_cart",
    ]);
    expect(filterOutbound(all, "tracking", { ...none, query: "value=2.49" })).toEqual([held]);
    expect(filterOutbound(all, "tracking", { ...none, query: "item_id=815 view" })).toEqual([list]);
    expect(filterOutbound(all, "tracking", { ...none, query: "nothing-like-this" })).toEqual([]);
  });
  it("follow one product through list → click → add in both channels, or one queryID", () => {
    expect(filterOutbound(all, "tracking", { ...none, follow: "4711" })).toEqual([list, add, click]);
    expect(filterOutbound(all, "insights", { ...none, follow: QUERY })).toEqual([click]);
    expect([...followKeys(click.payload)].sort()).toEqual([QUERY, "4711"].sort());
  });
  it("a held event pushed later on the same page counts as released, not lost", () => {
    const h = rec("held", "page_view", { event: "page_view", page_path: "/" });
    const s = rec("sent", "page_view", { page_path: "/", event: "page_view" });
    expect([...releasedIds([h, s])]).toEqual([h.id]);
    expect([...releasedIds([h, rec("info", "page load", null), s])]).toEqual([]);
  });
});

describe("[issue 15 devtools] export and compare", () => {
  it("the JSON export reads back; the CSV has one line per record with its status and reason", () => {
    expect(outboundOf(JSON.parse(outboundToJson(all)))).toEqual(all);
    expect(outboundOf({ format: "grocery-storefront/recording", outbound: all })).toEqual(all);
    expect(outboundOf({ format: "grocery-storefront/recording" })).toBeNull();
    const csv = outboundToCsv([held]).split("\n");
    expect(csv[0]).toBe("id,at,channel,status,reason,name,request,error,payload");
    expect(csv[1]).toContain(",tracking,held,,add_to_cart,,,");
  });
  it("two streams align by event; changed payloads name their paths; extra events are marked on their side", () => {
    const before = [list, add];
    const changedAdd = {
      ...add,
      id: 99,
      payload: { event: "add_to_cart", ecommerce: { value: 2.58, items: [{ item_id: "4711" }] } },
    };
    const extra = rec("sent", "view_cart", { event: "view_cart" });
    const rows = compareStreams(before, [list, extra, changedAdd]);
    expect(rows.map((r) => [r.kind, r.a?.name ?? r.b?.name, r.paths])).toEqual([
      ["same", "view_item_list", []],
      ["only-b", "view_cart", []],
      ["changed", "add_to_cart", ["ecommerce.value"]],
    ]);
    expect(compareStreams([list, add], [list]).map((r) => r.kind)).toEqual(["same", "only-a"]);
  });
});
