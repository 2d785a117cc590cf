import "../styles/favourites.css";
import { PageMeta } from "../pages/PageMeta";
import { useT } from "../state/context";
import FavouriteStores from "./FavouriteStores";

/** The store-finder route (/maerkte): the stores, with "Mein Markt" for guests and customers alike. */
const StoresScreen = () => {
  const t = useT();
  return (
    <div className="stores-page" data-testid="stores-screen">
      <PageMeta title={t("favourites.stores.pageTitle")} />
      <h1>{t("favourites.stores.pageTitle")}</h1>
      <FavouriteStores />
    </div>
  );
};
export default StoresScreen;
