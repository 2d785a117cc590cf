import { Schema } from "effect";
import type { Brand } from "../../../domain/discovery/brand";
import type { Category } from "../../../domain/discovery/category";
import { depositTotal, unitPriceOf } from "../../../domain/discovery/pricing";
import {
  type CategoryRef,
  type Deposit,
  PRODUCT_ATTRIBUTES,
  Product,
  type ProductAttribute,
} from "../../../domain/discovery/product";
import { RecipeHit, type SearchBanner } from "../../../domain/discovery/search";
import { foldText, slugify } from "../../../domain/discovery/text";
import { parseIngredient } from "../../../domain/recipes/ingredients";
import { RecipeIngredient } from "../../../domain/recipes/model";
import { SEARCH_BANNERS } from "./banners";
import { BRANDS, type BrandSpec } from "./brands";
import { fnv1a, type Prng, prng } from "./prng";
import { RECIPES } from "./recipes";
import { parseSize } from "./size";
import { type ItemSpec, type LeafSpec, type NutritionProfile, type TopSpec, TREE } from "./tree";

export const CATALOGUE_SEED = 20_260_301;

interface CategoryRow {
  readonly category: Category;
  readonly position: number;
  readonly keywordsEn: string;
  readonly searchText: string;
  readonly top: TopSpec;
}

interface BrandRow {
  readonly brand: Brand;
  readonly searchText: string;
}

interface ProductRow {
  readonly product: Product;
  readonly position: number;
  readonly popularity: number;
  readonly nameRank: number;
  readonly keywordsEn: string;
  /** Names of the product's categories, top to leaf. */
  readonly categoryNames: string;
  readonly searchText: string;
  readonly top: TopSpec;
}

interface RecipeRow {
  readonly recipe: RecipeHit;
  /** The detail's ingredient lines (amount split off for servings) and steps. */
  readonly ingredients: ReadonlyArray<RecipeIngredient>;
  readonly steps: ReadonlyArray<string>;
  /** Ingredients and steps, for search. */
  readonly body: string;
  readonly colors: readonly [string, string];
}

export interface Catalogue {
  readonly categories: ReadonlyArray<CategoryRow>;
  readonly brands: ReadonlyArray<BrandRow>;
  readonly products: ReadonlyArray<ProductRow>;
  readonly recipes: ReadonlyArray<RecipeRow>;
  readonly banners: ReadonlyArray<{ readonly keyword: string; readonly banner: SearchBanner }>;
}

const CRATE_DEPOSIT = 150;
/** About this share of the available products is on offer this week, in percent. */
const OFFER_PERCENT = 6;
/** An offer takes about a fifth off: the price before it is a quarter above the offer price. */
const OFFER_MARKUP = 1.25;
const DEFAULT_MAX_QUANTITY = 24;

/** Prices end in 9 (2,49 €), as shelf prices do. */
const shelfPrice = (cents: number): number => Math.max(19, Math.round(cents / 10) * 10 - 1);

const euro = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")} €`;

const decimal = (n: number) => (Math.round(n * 10) / 10).toFixed(1).replace(".", ",");

const nutritionTable = (profile: NutritionProfile, rng: Prng) => {
  const j = () => 0.9 + rng.next() * 0.2;
  const [kcal, fat, sat, carbs, sugar, protein, salt] = profile;
  const k = Math.round(kcal * j());
  const f = fat * j();
  const c = carbs * j();
  return [
    { name: "Energie", per100g: `${Math.round(k * 4.184)} kJ / ${k} kcal` },
    { name: "Fett", per100g: `${decimal(f)} g` },
    { name: "davon gesättigte Fettsäuren", per100g: `${decimal(Math.min(f, sat * j()))} g` },
    { name: "Kohlenhydrate", per100g: `${decimal(c)} g` },
    { name: "davon Zucker", per100g: `${decimal(Math.min(c, sugar * j()))} g` },
    { name: "Eiweiß", per100g: `${decimal(protein * j())} g` },
    { name: "Salz", per100g: `${(Math.round(salt * j() * 100) / 100).toFixed(2).replace(".", ",")} g` },
  ];
};

const ATTRIBUTE_SENTENCES: Readonly<Record<ProductAttribute, string>> = {
  bio: "Aus kontrolliert ökologischer Landwirtschaft.",
  vegan: "Vegan.",
  vegetarian: "Vegetarisch.",
  glutenfree: "Von Natur aus glutenfrei.",
  lactosefree: "Laktosefrei.",
  regional: "Aus der Region.",
  fairtrade: "Aus fairem Handel.",
};

/** Shipping weight of one sale unit in grams: content, bottles and crate. */
const packedGrams = (item: ItemSpec, size: ReturnType<typeof parseSize>): number => {
  const { net, part, bundleSize } = size;
  if (net.unit === "g") return Math.round(net.value * 1.05) + 10;
  if (net.unit === "piece") return Math.max(10, net.value * 80);
  const deposit = item.deposit;
  const bottle = deposit?.kind === "reusable" ? (part.value <= 500 ? 350 : 500) : 40;
  return Math.round(net.value * 1.02) + bottle * bundleSize + (deposit?.crate ? 1500 : 0);
};

interface Draft {
  readonly raw: Record<string, unknown>;
  readonly key: string;
  readonly position: number;
  readonly popularity: number;
  readonly keywordsEn: string;
  readonly categoryNames: string;
  readonly top: TopSpec;
  readonly searchText: string;
}

/**
 * The demo catalogue, generated from the specs in ./tree, ./brands and ./recipes with a seeded PRNG:
 * the same seed always gives the same catalogue (no clock, no Math.random).
 */
export const generateCatalogue = (seed: number = CATALOGUE_SEED): Catalogue => {
  const rng = prng(seed);
  const brandBySlug = new Map(BRANDS.map((b) => [b.slug, b] as const));
  const brandOf = (slug: string): BrandSpec => {
    const b = brandBySlug.get(slug);
    if (!b) throw new Error(`unknown brand ${slug}`);
    return b;
  };

  const categories: Array<Omit<CategoryRow, "category"> & { category: Omit<Category, "productCount"> }> = [];
  const drafts: Draft[] = [];
  const usedSlugs = new Set<string>();
  const usedSkus = new Set<string>();
  const skuByKey = new Map<string, string>();
  let position = 0;

  const addCategory = (
    slug: string,
    name: string,
    description: string,
    en: string,
    breadcrumb: CategoryRef[],
    top: TopSpec,
    children: ReadonlyArray<{ slug: string; name: string }>,
  ) => {
    const parent = breadcrumb.length > 1 ? (breadcrumb[breadcrumb.length - 2] ?? null) : null;
    categories.push({
      category: {
        slug,
        name,
        description,
        depth: breadcrumb.length,
        parent,
        breadcrumb,
        image: { url: `/media/categories/${slug}.svg`, alt: name },
        children: children.map((c) => ({ slug: c.slug, name: c.name, productCount: 0 })),
      },
      position: categories.length,
      keywordsEn: en,
      searchText: foldText(breadcrumb.map((c) => c.name).join(" ")),
      top,
    });
  };

  const addProducts = (top: TopSpec, midEn: string, leafSpec: LeafSpec, path: CategoryRef[]) => {
    for (const item of leafSpec.items) {
      for (const variant of item.variants ?? [undefined]) {
        for (const brandSlug of item.brands) {
          const brand = brandOf(brandSlug);
          const bio = brandSlug === "demo-bio";
          const base = variant === undefined ? item.name : item.name.replace("{v}", variant);
          const size = item.size !== undefined ? parseSize(item.size) : undefined;
          const crate = item.deposit?.crate === true;
          const name = `${bio ? "Bio " : ""}${base}${item.size ? ` ${item.size}` : ""}${crate ? " Kasten" : ""}`;
          let slug = slugify(`${brand.name} ${name}`);
          while (usedSlugs.has(slug)) slug = `${slug}-2`;
          usedSlugs.add(slug);
          let skuNumber = 2_000_000 + (fnv1a(slug) % 7_000_000);
          while (usedSkus.has(String(skuNumber))) skuNumber++;
          const sku = String(skuNumber);
          usedSkus.add(sku);
          skuByKey.set(`${brandSlug}|${base}`, skuByKey.get(`${brandSlug}|${base}`) ?? sku);

          const jitter = 0.94 + rng.next() * 0.12;
          const regular = shelfPrice(item.price * brand.factor * jitter);
          const loyalty = rng.chance(0.15) ? shelfPrice(regular * (0.8 + rng.next() * 0.1)) : undefined;
          const roll = rng.next();
          const availability =
            roll < 0.015 ? "unavailable" : roll < 0.06 ? "temporarilyUnavailable" : "available";
          const popularity = rng.int(0, 9999);
          // Chosen by the slug's hash, not the PRNG: the offers leave every other generated value as it was.
          const onOffer = availability === "available" && fnv1a(`offer ${slug}`) % 100 < OFFER_PERCENT;
          const strike = onOffer ? shelfPrice(regular * OFFER_MARKUP) : 0;

          const sold = item.sold;
          const weightArticle = sold?.kind === "weight";
          const weightPieceArticle = sold?.kind === "piece";
          const net =
            size?.net ??
            (sold?.kind === "piece"
              ? { value: sold.grams, unit: "g" as const }
              : { value: 1000, unit: "g" as const });
          const grams =
            sold?.kind === "weight"
              ? sold.step
              : sold?.kind === "piece"
                ? sold.grams
                : size
                  ? packedGrams(item, size)
                  : 100;
          const deposit: Deposit | undefined =
            item.deposit && size
              ? {
                  kind: item.deposit.kind,
                  bottles: size.bundleSize,
                  perBottle: { value: item.deposit.perBottle },
                  ...(crate ? { crate: { value: CRATE_DEPOSIT } } : {}),
                }
              : undefined;
          const attributes = new Set<ProductAttribute>([...(leafSpec.attrs ?? []), ...(item.attrs ?? [])]);
          if (bio) attributes.add("bio");
          if (attributes.has("vegan")) attributes.add("vegetarian");
          const attributeList = PRODUCT_ATTRIBUTES.filter((a) => attributes.has(a));
          const age = item.age ?? leafSpec.age ?? 0;
          const packageSize =
            sold?.kind === "weight"
              ? `lose, Preis je kg, in ${sold.step}-g-Schritten`
              : sold?.kind === "piece"
                ? `ca. ${sold.grams} g je Stück, Preis je kg`
                : (item.size ?? "");
          const description = [
            `${name} von ${brand.name}.`,
            leafSpec.blurb,
            ...attributeList
              .filter((a) => a !== "vegetarian" || !attributes.has("vegan"))
              .map((a) => ATTRIBUTE_SENTENCES[a]),
            ...(deposit ? [`Zuzüglich ${euro(depositTotal(deposit))} Pfand.`] : []),
            ...(age > 0 ? [`Abgabe nur an Personen ab ${age} Jahren.`] : []),
          ].join(" ");

          const raw = {
            sku,
            productId: `P-${String(drafts.length + 1).padStart(5, "0")}`,
            name,
            slug,
            brand: { slug: brand.slug, name: brand.name },
            category: leafSpec.slug,
            parentCategories: path,
            price: {
              regular: { value: regular },
              ...(loyalty !== undefined && loyalty < regular ? { loyalty: { value: loyalty } } : {}),
              ...(deposit ? { depositPrice: { value: depositTotal(deposit) } } : {}),
              ...(strike > regular ? { strikePrice: { value: strike } } : {}),
            },
            unitPrice: unitPriceOf(regular, net, weightArticle || weightPieceArticle),
            packageSize,
            maxQuantity: sold?.kind === "weight" ? sold.max : (item.max ?? DEFAULT_MAX_QUANTITY),
            quantityStepSize: sold?.kind === "weight" ? sold.step : 1,
            weightArticle,
            weightPieceArticle,
            weight: { grams, netContent: net },
            ...(size?.bundleInfo ? { bundleInfo: size.bundleInfo } : {}),
            bundleSize: size?.bundleSize ?? 1,
            availability,
            ageRestriction: age,
            image: { url: `/media/products/${sku}.svg`, alt: name },
            description,
            nutrition: leafSpec.nutrition ? nutritionTable(leafSpec.nutrition, rng) : [],
            attributes: attributeList,
            ...(deposit ? { deposit } : {}),
          };
          const categoryNames = path.map((c) => c.name).join(" ");
          drafts.push({
            raw,
            key: `${brandSlug}|${base}`,
            position: position++,
            popularity,
            keywordsEn: [item.en ?? "", leafSpec.en, midEn, top.en].join(" ").trim(),
            categoryNames,
            top,
            searchText: foldText(`${name} ${brand.name} ${categoryNames}`),
          });
        }
      }
    }
  };

  for (const top of TREE) {
    const topRef = { slug: top.slug, name: top.name };
    addCategory(top.slug, top.name, top.description, top.en, [topRef], top, top.mids);
    for (const m of top.mids) {
      const midRef = { slug: m.slug, name: m.name };
      const leafNames = m.leaves.map((l) => l.name).join(", ");
      addCategory(
        m.slug,
        m.name,
        `${m.name}: ${leafNames}.`,
        `${m.en} ${top.en}`,
        [topRef, midRef],
        top,
        m.leaves,
      );
      for (const l of m.leaves) {
        const path = [topRef, midRef, { slug: l.slug, name: l.name }];
        addCategory(l.slug, l.name, l.blurb, `${l.en} ${m.en}`, path, top, []);
        addProducts(top, m.en, l, path);
      }
    }
  }

  const products = drafts.map((d) => ({ ...d, product: Schema.decodeUnknownSync(Product)(d.raw) }));
  const collator = new Intl.Collator("de", { numeric: true });
  const byName = [...products].sort(
    (a, b) => collator.compare(a.product.name, b.product.name) || a.product.sku.localeCompare(b.product.sku),
  );
  const nameRank = new Map(byName.map((p, i) => [p.product.sku, i] as const));

  const countIn = (slug: string) =>
    products.filter((p) => p.product.parentCategories.some((c) => c.slug === slug)).length;
  const counts = new Map(categories.map((c) => [c.category.slug, countIn(c.category.slug)] as const));
  const brandCounts = new Map(
    BRANDS.map((b) => [b.slug, products.filter((p) => p.product.brand.slug === b.slug).length]),
  );

  const slugBySku = new Map(products.map((p) => [p.product.sku as string, p.product.slug] as const));
  const recipes: RecipeRow[] = RECIPES.map((spec) => {
    const ingredients = spec.ingredients.map((i) => ({
      text: i.text,
      ...parseIngredient(i.text),
      sku: i.product ? (skuByKey.get(i.product) ?? null) : null,
      productSlug: i.product ? (slugBySku.get(skuByKey.get(i.product) ?? "") ?? null) : null,
    }));
    const ingredientSkus = spec.ingredients.flatMap((i) => {
      if (!i.product) return [];
      const sku = skuByKey.get(i.product);
      if (!sku) throw new Error(`recipe ${spec.slug}: no product ${i.product}`);
      return [sku];
    });
    const recipe = {
      slug: spec.slug,
      title: spec.title,
      teaser: spec.teaser,
      image: { url: `/media/recipes/${spec.slug}.svg`, alt: spec.title },
      publishedAt: spec.publishedAt,
      durationMinutes: spec.durationMinutes,
      servings: spec.servings,
      tags: spec.tags,
      ingredientSkus,
    };
    return {
      recipe: Schema.decodeUnknownSync(RecipeHit)(recipe),
      ingredients: Schema.decodeUnknownSync(Schema.Array(RecipeIngredient))(ingredients),
      steps: spec.steps,
      body: [spec.teaser, ...spec.tags, ...spec.ingredients.map((i) => i.text), ...spec.steps].join(" "),
      colors: spec.colors,
    };
  });

  return {
    categories: categories.map((c) => ({
      ...c,
      category: {
        ...c.category,
        productCount: counts.get(c.category.slug) ?? 0,
        children: c.category.children.map((ch) => ({ ...ch, productCount: counts.get(ch.slug) ?? 0 })),
      },
    })),
    brands: BRANDS.map((b) => ({
      brand: {
        slug: b.slug,
        name: b.name,
        description: b.description,
        ownBrand: b.own === true,
        productCount: brandCounts.get(b.slug) ?? 0,
        logo: { url: `/media/brands/${b.slug}.svg`, alt: b.name },
      },
      searchText: foldText(b.name),
    })),
    products: products.map((p) => ({
      product: p.product,
      position: p.position,
      popularity: p.popularity,
      nameRank: nameRank.get(p.product.sku) ?? 0,
      keywordsEn: p.keywordsEn,
      categoryNames: p.categoryNames,
      searchText: p.searchText,
      top: p.top,
    })),
    recipes,
    banners: SEARCH_BANNERS,
  };
};
