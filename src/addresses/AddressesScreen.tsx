import { PageMeta } from "../pages/PageMeta";
import { useT } from "../state/context";
import AddressBook from "./AddressBook";

/**
 * The address book on a page of its own (route profileSub, /mein-konto/_sub/adressen) until the
 * profile screen mounts AddressBook at /mein-konto/adressen.
 */
const AddressesScreen = () => {
  const t = useT();
  return (
    <div className="address-page">
      <PageMeta title={t("addresses.title")} noIndex />
      <h1 className="visually-hidden">{t("addresses.title")}</h1>
      <AddressBook />
    </div>
  );
};

export default AddressesScreen;
