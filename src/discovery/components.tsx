import { memo, useId, useRef, useState } from "react";
import { displayPrice } from "../../domain/discovery/format";
import type { CategoryRef, Product } from "../../domain/discovery/product";
import { CloseIcon } from "../components/CloseIcon";
import { FavouriteSlot } from "../favourites/FavouriteSlot";
import { ShopLink } from "../routing/ShopLink";
import { useT } from "../state/context";
import { useLinks, useLoyaltyMember, useMoney } from "./hooks";
import { ProductActions } from "./ProductActions";

/** Price, loyalty price (loyalty members only), offer and price before it, unit price and deposit of one product. */
export const PriceBlock = ({
  product,
  size = "tile",
}: {
  readonly product: Product;
  readonly size?: "tile" | "detail";
}) => {
  const t = useT();
  const money = useMoney();
  const loyalty = useLoyaltyMember();
  const p = displayPrice(product, loyalty);
  const suffix =
    p.per === "kg"
      ? ` ${t("discovery.perKg")}`
      : p.per === "approxPiece"
        ? ` ${t("discovery.approxPiece", { weight: money.weight(product.weight.grams) })}`
        : "";
  // A loyalty member's price or an offer: the price with its badge, and the price it replaces below.
  const badged =
    p.loyalty !== null
      ? {
          modifier: "loyalty",
          badgeClass: "price__badge",
          badge: t("discovery.loyaltyPrice"),
          amount: p.loyalty,
          before: t("discovery.regularPrice", { amount: money.price(p.regular) }),
          beforeTestId: undefined,
        }
      : p.strike !== null
        ? {
            modifier: "offer",
            badgeClass: "price__badge price__badge--offer",
            badge: t("discovery.offer"),
            amount: p.price,
            before: t("discovery.strikePrice", { amount: money.price(p.strike) }),
            beforeTestId: "strike-price",
          }
        : null;
  return (
    <div className={`price price--${size}`} data-testid="price">
      <p className={badged ? `price__main price__main--${badged.modifier}` : "price__main"}>
        {badged && (
          <>
            <span className={badged.badgeClass}>{badged.badge}</span>{" "}
          </>
        )}
        <span className="price__amount" data-testid="price-amount">
          {money.price(badged?.amount ?? p.price)}
        </span>
        <span className="price__per">{suffix}</span>
      </p>
      {badged && (
        <p className="price__regular" data-testid={badged.beforeTestId}>
          {badged.before}
        </p>
      )}
      <p className="price__unit" data-testid="unit-price">
        {product.packageSize} · {money.unit(p.unit)}
      </p>
      {p.deposit !== null && (
        <p className="price__deposit">{t("discovery.deposit", { amount: money.price(p.deposit) })}</p>
      )}
    </div>
  );
};

export const AvailabilityNote = ({ product }: { readonly product: Product }) => {
  const t = useT();
  return (
    <p className={`availability availability--${product.availability}`}>
      <span className="availability__dot" aria-hidden="true" />
      {t(`discovery.availability.${product.availability}`)}
    </p>
  );
};

/** The quick view of a tile: a modal dialog (focus kept inside, Escape closes, focus returns to the opener). */
const QuickView = ({ product, onClose }: { readonly product: Product; readonly onClose: () => void }) => {
  const t = useT();
  const links = useLinks();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  return (
    <dialog
      ref={(el) => {
        ref.current = el;
        if (el && !el.open) el.showModal();
      }}
      className="quick-view"
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <div className="quick-view__body">
        <button
          type="button"
          className="icon-button quick-view__close"
          onClick={() => ref.current?.close()}
          aria-label={t("discovery.close")}
        >
          <CloseIcon size={24} />
        </button>
        <img
          className="quick-view__img"
          src={product.image.url}
          alt={product.image.alt}
          width={280}
          height={280}
        />
        <div className="quick-view__info">
          <p className="tile__brand">{product.brand.name}</p>
          <h2 id={titleId} className="quick-view__title">
            {product.name}
          </h2>
          <PriceBlock product={product} size="detail" />
          <AvailabilityNote product={product} />
          <p className="quick-view__text">{product.description}</p>
          <ProductActions product={product} variant="quickView" />
          <p>
            <ShopLink href={links.product(product)} className="btn btn--secondary">
              {t("discovery.toProduct")}
            </ShopLink>
          </p>
        </div>
      </div>
    </dialog>
  );
};

/** How a tile's image loads: the first row of a results page is on screen at once (issue 17: LCP). */
type ImageLoading = "lazy" | "eager" | "first";

/**
 * A tile renders again only when its own product or props change: the page around it re-renders on
 * changes that are not the tile's (the shopper's cart arriving), and the tile's cart controls follow
 * the store themselves (issue 17: a results page's 24 tiles rendered again made a long task).
 */
const ProductTile = memo(function ProductTile({
  product,
  headingLevel = 2,
  image = "lazy",
}: {
  readonly product: Product;
  readonly headingLevel?: 2 | 3;
  readonly image?: ImageLoading;
}) {
  const t = useT();
  const links = useLinks();
  const [quick, setQuick] = useState(false);
  const href = links.product(product);
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="tile" data-testid="product-tile" data-sku={product.sku}>
      <ShopLink href={href} className="tile__image-link" tabIndex={-1} aria-hidden="true">
        <img
          className="tile__img"
          src={product.image.url}
          alt=""
          width={200}
          height={200}
          loading={image === "lazy" ? "lazy" : "eager"}
          fetchPriority={image === "first" ? "high" : undefined}
        />
      </ShopLink>
      <FavouriteSlot product={product} variant="tile" />
      <p className="tile__brand">{product.brand.name}</p>
      <H className="tile__name">
        <ShopLink href={href} className="tile__link">
          {product.name}
        </ShopLink>
      </H>
      <PriceBlock product={product} />
      <AvailabilityNote product={product} />
      <div className="tile__actions">
        <button
          type="button"
          className="btn btn--secondary btn--small tile__quick"
          onClick={() => setQuick(true)}
          aria-haspopup="dialog"
          aria-label={t("discovery.quickViewOf", { name: product.name })}
        >
          {t("discovery.quickView")}
        </button>
        <ProductActions product={product} variant="tile" />
      </div>
      {quick && <QuickView product={product} onClose={() => setQuick(false)} />}
    </article>
  );
});

/** Tiles in a grid; on a results page (`onTop`) the first row's images load at once, not lazily. */
export const ProductGrid = ({
  products,
  headingLevel = 2,
  onTop = false,
}: {
  readonly products: ReadonlyArray<Product>;
  readonly headingLevel?: 2 | 3;
  readonly onTop?: boolean;
}) => (
  <ul className="product-grid">
    {products.map((p, i) => (
      <li key={p.sku}>
        <ProductTile product={p} headingLevel={headingLevel} image={!onTop ? "lazy" : tileImage(i)} />
      </li>
    ))}
  </ul>
);

/** Two tiles a row on a phone, up to four on a desktop: the phone's row first. */
const tileImage = (index: number): ImageLoading => (index < 2 ? "first" : index < 4 ? "eager" : "lazy");

/** A horizontally scrolling row of tiles (similar products, the not-found slider). */
export const ProductCarousel = ({
  title,
  products,
}: {
  readonly title: string;
  readonly products: ReadonlyArray<Product>;
}) => {
  const id = useId();
  if (products.length === 0) return null;
  return (
    <section className="carousel" aria-labelledby={id} data-testid="product-carousel">
      <h2 id={id} className="carousel__title">
        {title}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <ul className="carousel__track" tabIndex={0} aria-labelledby={id}>
        {products.map((p) => (
          <li key={p.sku} className="carousel__item">
            <ProductTile product={p} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
};

export const Breadcrumb = ({
  trail,
  current,
}: {
  readonly trail: ReadonlyArray<CategoryRef>;
  readonly current?: string;
}) => {
  const t = useT();
  const links = useLinks();
  return (
    <nav className="breadcrumb" aria-label={t("discovery.breadcrumb")}>
      <ol>
        <li>
          <ShopLink href={links.category()}>{t("discovery.range")}</ShopLink>
        </li>
        {trail.map((c, i) =>
          i === trail.length - 1 && current === undefined ? (
            <li key={c.slug} aria-current="page">
              {c.name}
            </li>
          ) : (
            <li key={c.slug}>
              <ShopLink href={links.category(c.slug)}>{c.name}</ShopLink>
            </li>
          ),
        )}
        {current !== undefined && <li aria-current="page">{current}</li>}
      </ol>
    </nav>
  );
};

export const Spinner = () => {
  const t = useT();
  return (
    <p className="discovery-loading" aria-busy="true" data-testid="page-skeleton">
      {t("common.loading")}
    </p>
  );
};
