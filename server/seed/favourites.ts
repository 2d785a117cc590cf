import type { Db } from "../db/db";
import { replaceFavourites, setFavouriteStore } from "../favourites/store";
import type { SeedArea } from "./area";
import { demoCustomers } from "./customers";
import { demoStores } from "./distribution";

/**
 * Products of the seeded catalogue a shopper could favour: available, without age restriction,
 * one per category (the lowest sku of each), categories in name order.
 */
const onePerCategory = async (tx: Db): Promise<string[]> =>
  (
    await tx.query<{ sku: string }>(
      `SELECT sku FROM (
         SELECT DISTINCT ON (data->>'category') sku, data->>'category' AS category
           FROM products
          WHERE data->>'availability' = 'available' AND COALESCE((data->>'ageRestriction')::int, 0) = 0
          ORDER BY data->>'category', sku
       ) firsts ORDER BY category`,
    )
  ).map((r) => r.sku);

/**
 * The demo customers' favourites (document 2 §3): Anna four products of four categories and the
 * first demo store as her favourite store; Lena three, the last of them one of Anna's too; Max none.
 */
export const favouriteSeed: SeedArea = {
  name: "favourites",
  async seed(tx) {
    const skus = await onePerCategory(tx);
    if (skus.length < 6) throw new Error("the seeded catalogue has fewer than six categories to favour from");
    const [anna, lena, max] = demoCustomers.map((d) => d.customer.customerId);
    const firstStore = demoStores[0]?.storeId;
    if (!anna || !lena || !max || !firstStore) throw new Error("the demo customers or stores are missing");
    await replaceFavourites(tx, anna, "PRODUCT", skus.slice(0, 4));
    await replaceFavourites(tx, lena, "PRODUCT", [...skus.slice(4, 6), skus[3] as string]);
    await replaceFavourites(tx, max, "PRODUCT", []);
    await setFavouriteStore(tx, anna, firstStore, true);
  },
};
