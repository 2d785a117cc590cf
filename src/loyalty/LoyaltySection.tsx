import "../styles/loyalty.css";
import { useMemo } from "react";
import type { Pool } from "../../domain/loyalty/model";
import { visiblePersonalVouchers } from "../../domain/loyalty/rules/vouchers";
import {
  selectCardInfo,
  selectLoyaltyVariant,
  selectLoyaltyVouchers,
  selectPersonalVouchers,
  selectPhysicalCard,
} from "../../domain/loyalty/selectors";
import { selectCustomer } from "../../domain/session/selectors";
import { useMoney } from "../discovery/hooks";
import { ShopLink } from "../routing/ShopLink";
import { useRoutePath } from "../routing/useRoutePath";
import { useDispatchAsync, useSelector, useT } from "../state/context";
import { Barcode } from "./Barcode";
import { LoyaltyLinkButton } from "./Buttons";
import { LoyaltyVoucherList, PersonalVoucherList } from "./Vouchers";

/** The card: its number (unless dontRenderText) and its barcode. */
const LoyaltyCard = () => {
  const t = useT();
  const card = useSelector(selectCardInfo);
  if (card.status === "loading" || card.status === "idle")
    return <p aria-busy="true">{t("common.loading")}</p>;
  const id = card.currentIds[0];
  if (id === undefined)
    return (
      <p data-testid="loyalty-card-missing">
        {t(card.status === "reset" ? "loyalty.card.none" : "loyalty.card.unavailable")}
      </p>
    );
  return (
    <div className="loyalty-card" data-testid="loyalty-card">
      <Barcode code={id} label={t("loyalty.card.barcode", { number: id })} />
      {!card.dontRenderText && (
        <p className="loyalty-card__number">
          <span className="visually-hidden">{t("loyalty.card.number")} </span>
          <span data-testid="loyalty-card-number">{id}</span>
        </p>
      )}
    </div>
  );
};

/** The loyalty discount collector overview: what each pool has collected. */
const DiscountCollector = ({ pools }: { readonly pools: ReadonlyArray<Pool> }) => {
  const t = useT();
  const money = useMoney();
  if (pools.length === 0) return null;
  return (
    <section
      className="profile-panel"
      aria-labelledby="loyalty-collector-title"
      data-testid="loyalty-collector"
    >
      <h3 id="loyalty-collector-title" className="profile-panel__title">
        {t("loyalty.collector.title")}
      </h3>
      <dl className="loyalty-pools">
        {pools.map((p) => (
          <div key={p.poolId} className="loyalty-pool">
            <dt>{p.tags.join(", ")}</dt>
            <dd>{money.price(p.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};

/** The physical card's state and the link to order it (only with the joe feature off). */
const PhysicalCardPanel = () => {
  const t = useT();
  const joe = useSelector((s) => s.tenant.config?.featureJoe ?? false);
  const physical = useSelector(selectPhysicalCard);
  const orderPath = useRoutePath("physicalCard");
  if (joe) return null;
  return (
    <section
      className="profile-panel"
      aria-labelledby="loyalty-physical-title"
      data-testid="loyalty-physical"
    >
      <h3 id="loyalty-physical-title" className="profile-panel__title">
        {t("loyalty.physicalCard.title")}
      </h3>
      {physical.state === "ordered" || physical.state === "sent" ? (
        <p data-testid="loyalty-physical-status">{t(`loyalty.physicalCard.status.${physical.state}`)}</p>
      ) : (
        <>
          <p>{t("loyalty.physicalCard.intro")}</p>
          <ShopLink href={orderPath} className="btn btn--primary">
            {t("loyalty.physicalCard.order")}
          </ShopLink>
        </>
      )}
    </section>
  );
};

/**
 * The profile's loyalty section (/mein-konto/kundenkarte): for a member whose card is referenced
 * the card with its barcode, the discount collector, the loyalty vouchers and the personal
 * vouchers; otherwise the link button and, with the joe feature off, the physical card order.
 */
const LoyaltySection = () => {
  const t = useT();
  const dispatch = useDispatchAsync();
  const customer = useSelector(selectCustomer);
  const variant = useSelector(selectLoyaltyVariant);
  const vouchers = useSelector(selectLoyaltyVouchers);
  const personal = useSelector(selectPersonalVouchers);
  // Derived here, not in a selector: a new array per read would never settle useSyncExternalStore.
  const visible = useMemo(
    () => (customer === null ? [] : visiblePersonalVouchers(personal.items, customer)),
    [customer, personal.items],
  );
  if (customer === null) return null;
  if (variant !== "referenced")
    return (
      <div className="loyalty" data-testid="loyalty-section">
        <section className="profile-panel" aria-labelledby="loyalty-none-title">
          <h2 id="loyalty-none-title" className="profile-panel__title">
            {t("loyalty.card.title")}
          </h2>
          <p data-testid="loyalty-variant">{t(`loyalty.variant.${variant}`)}</p>
          <LoyaltyLinkButton />
        </section>
        {variant !== "dereferenced" && <PhysicalCardPanel />}
      </div>
    );
  return (
    <div className="loyalty" data-testid="loyalty-section">
      <section className="profile-panel" aria-labelledby="loyalty-card-title">
        <h2 id="loyalty-card-title" className="profile-panel__title">
          {t("loyalty.card.title")}
        </h2>
        <LoyaltyCard />
      </section>
      <DiscountCollector pools={customer.loyaltyMemberInformation?.pools ?? []} />
      <section className="profile-panel" aria-labelledby="loyalty-vouchers-title">
        <h3 id="loyalty-vouchers-title" className="profile-panel__title">
          {t("loyalty.vouchers.title")}
        </h3>
        {vouchers.status === "loading" ? (
          <p aria-busy="true">{t("common.loading")}</p>
        ) : (
          <LoyaltyVoucherList vouchers={vouchers.items} />
        )}
      </section>
      <section className="profile-panel" aria-labelledby="loyalty-personal-title">
        <h3 id="loyalty-personal-title" className="profile-panel__title">
          {t("loyalty.personal.title")}
        </h3>
        {personal.error ? (
          <div role="alert" data-testid="personal-vouchers-error">
            <p>{t("loyalty.personal.failed")}</p>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => void dispatch({ _tag: "LoadPersonalVouchers" })}
            >
              {t("common.retry")}
            </button>
          </div>
        ) : personal.status === "loading" ? (
          <p aria-busy="true">{t("common.loading")}</p>
        ) : (
          <PersonalVoucherList vouchers={visible} />
        )}
      </section>
    </div>
  );
};

export default LoyaltySection;
