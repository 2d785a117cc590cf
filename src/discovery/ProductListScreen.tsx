import "../styles/discovery.css";
import type { CategoryTree } from "../../domain/discovery/category";
import { selectCategoryTree } from "../../domain/discovery/selectors";
import { PageMeta } from "../pages/PageMeta";
import { ShopLink } from "../routing/ShopLink";
import { useSelector, useT } from "../state/context";
import { selectLocation } from "../state/selectors";
import { Breadcrumb, Spinner } from "./components";
import { useLinks } from "./hooks";
import { CategoryNav, ListingBody, useCurrentListing } from "./Listing";

/** /sortiment without a category: the top categories as tiles. */
const Overview = ({ tree }: { readonly tree: CategoryTree }) => {
  const t = useT();
  const links = useLinks();
  return (
    <div className="discovery-page">
      <PageMeta title={t("discovery.range")} />
      <h1>{t("discovery.range")}</h1>
      <ul className="category-tiles">
        {tree.map((c) => (
          <li key={c.slug}>
            <ShopLink href={links.category(c.slug)} className="category-tile">
              <span className="category-tile__name">{c.name}</span>
              <span className="category-tile__count">
                {t("discovery.productCount", { count: String(c.productCount) })}
              </span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </div>
  );
};

const ProductListScreen = () => {
  const t = useT();
  const location = useSelector(selectLocation);
  const tree = useSelector(selectCategoryTree);
  const listing = useCurrentListing(t("discovery.range"));
  const slug = location.params.slug;
  if (!slug) {
    if (tree?.status === "success") return <Overview tree={tree.data} />;
    if (tree?.status === "error") return <p className="listing__empty">{t("discovery.loadFailed")}</p>;
    return <Spinner />;
  }
  if ("fallback" in listing) return listing.fallback;
  const data = listing.data;
  const category = data.category;
  return (
    <div className="discovery-page" data-testid="product-list">
      <PageMeta title={category?.name ?? t("discovery.range")} description={category?.description} />
      {category && <Breadcrumb trail={category.breadcrumb} />}
      <h1>{category?.name}</h1>
      <ListingBody
        data={data}
        query={listing.query}
        aside={
          tree?.status === "success" ? (
            <CategoryNav tree={tree.data} activePath={category?.breadcrumb.map((b) => b.slug) ?? []} />
          ) : null
        }
      />
    </div>
  );
};
export default ProductListScreen;
