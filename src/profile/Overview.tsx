import { selectCustomer } from "../../domain/session/selectors";
import { PaymentWarning } from "../payments/PaymentWarning";
import { ShopLink } from "../routing/ShopLink";
import { useSelector, useT } from "../state/context";
import { useProfilePaths } from "./paths";
import { PROFILE_SECTIONS } from "./sections";

/** The profile's start: a greeting, the customer's data at a glance and a card for every section. */
export const Overview = () => {
  const t = useT();
  const customer = useSelector(selectCustomer);
  const paths = useProfilePaths();
  if (customer === null) return null;
  const name = [customer.academicTitle, customer.firstName, customer.lastName].filter(Boolean).join(" ");
  return (
    <div className="profile-overview" data-testid="profile-overview">
      <p className="profile-overview__greeting">
        {t("profile.overview.greeting", { name: customer.firstName })}
      </p>
      <PaymentWarning />
      <section className="profile-panel profile-glance" aria-labelledby="profile-glance-title">
        <h2 id="profile-glance-title" className="profile-panel__title">
          {t("profile.overview.glance")}
        </h2>
        <dl className="profile-glance__list">
          <div>
            <dt>{t("profile.field.name")}</dt>
            <dd data-testid="glance-name">{name}</dd>
          </div>
          <div>
            <dt>{t("profile.field.email")}</dt>
            <dd data-testid="glance-email">{customer.email}</dd>
          </div>
          <div>
            <dt>{t("profile.field.birthdate")}</dt>
            <dd data-testid="glance-birthdate">{customer.birthdate ?? t("profile.overview.notGiven")}</dd>
          </div>
          {customer.loyaltyMemberInformation?.mpCardId && (
            <div>
              <dt>{t("profile.overview.card")}</dt>
              <dd>{customer.loyaltyMemberInformation.mpCardId}</dd>
            </div>
          )}
        </dl>
      </section>
      <ul className="profile-cards">
        {PROFILE_SECTIONS.map((s) => (
          <li key={s.slug}>
            <ShopLink href={paths.section(s.slug)} className="profile-card">
              <span className="profile-card__title">{t(s.labelKey)}</span>
              <span className="profile-card__text">{t(s.descriptionKey)}</span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </div>
  );
};
