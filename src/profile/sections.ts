import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * The profile's sections by slug (/mein-konto/<slug>), in the navigation's order: each its own
 * lazy chunk. Another feature's section is one more entry here.
 */
export interface ProfileSection {
  readonly slug: string;
  /** The navigation's and the section heading's text. */
  readonly labelKey: string;
  /** The overview card's one-line description. */
  readonly descriptionKey: string;
  readonly component: LazyExoticComponent<ComponentType>;
}

export const PROFILE_SECTIONS: ReadonlyArray<ProfileSection> = [
  {
    slug: "persoenliche-daten",
    labelKey: "profile.nav.personalData",
    descriptionKey: "profile.overview.personalData",
    component: lazy(() => import("./PersonalDataForm")),
  },
  {
    slug: "passwort",
    labelKey: "profile.nav.password",
    descriptionKey: "profile.overview.password",
    component: lazy(() => import("./PasswordForm")),
  },
  {
    slug: "adressen",
    labelKey: "profile.nav.addresses",
    descriptionKey: "profile.overview.addresses",
    component: lazy(() => import("../addresses/AddressBook")),
  },
  {
    slug: "lieblingsmaerkte",
    labelKey: "profile.nav.favouriteStores",
    descriptionKey: "profile.overview.favouriteStores",
    component: lazy(() => import("../favourites/FavouriteStores")),
  },
  {
    slug: "bestellungen",
    labelKey: "profile.nav.orders",
    descriptionKey: "profile.overview.orders",
    component: lazy(() => import("./OrderList")),
  },
  {
    slug: "kommunikation",
    labelKey: "profile.nav.communication",
    descriptionKey: "profile.overview.communication",
    component: lazy(() => import("./CommunicationSettingsForm")),
  },
  {
    slug: "newsletter",
    labelKey: "profile.nav.newsletter",
    descriptionKey: "profile.overview.newsletter",
    component: lazy(() => import("./NewsletterForm")),
  },
  {
    // The loyalty card, its vouchers and the physical card (domain/loyalty/reactions LOYALTY_SECTION_SLUG).
    slug: "kundenkarte",
    labelKey: "profile.nav.loyalty",
    descriptionKey: "profile.overview.loyalty",
    component: lazy(() => import("../loyalty/LoyaltySection")),
  },
  {
    slug: "wallet",
    labelKey: "profile.nav.wallet",
    descriptionKey: "profile.overview.wallet",
    component: lazy(() => import("../wallet/WalletSection")),
  },
  {
    slug: "zahlungsarten",
    labelKey: "profile.nav.paymentMethods",
    descriptionKey: "profile.overview.paymentMethods",
    component: lazy(() => import("../payments/PaymentMethodsSection")),
  },
];

export const sectionOf = (slug: string | undefined): ProfileSection | undefined =>
  PROFILE_SECTIONS.find((s) => s.slug === slug);
