import { useSelector } from "../state/context";

/** The order detail is a sub-page: /<profile>/_sub/bestellung-<orderNumber> (route "profileSub"). */
const ORDER_LINK_PREFIX = "bestellung-";

export const orderNumberOfLink = (link: string | undefined): string | null =>
  link?.startsWith(ORDER_LINK_PREFIX) ? link.slice(ORDER_LINK_PREFIX.length) || null : null;

/** The profile's paths under the tenant's configured slug ("mein-konto"). */
export const useProfilePaths = () => {
  const slug = useSelector((s) => s.tenant.config?.pages.profile?.urlslug ?? "mein-konto");
  const base = `/${slug}`;
  return {
    overview: base,
    section: (section: string) => `${base}/${section}`,
    order: (orderNumber: string) => `${base}/_sub/${ORDER_LINK_PREFIX}${orderNumber}`,
  };
};
