import type { LoyaltyVoucher, PersonalVoucher } from "../../domain/loyalty/model";
import { voucherServiceTypes } from "../../domain/loyalty/rules/vouchers";
import { useLinks } from "../discovery/hooks";
import { ShopLink } from "../routing/ShopLink";
import { useT } from "../state/context";

/** yyyy-mm-dd as the shop shows a day (dd.mm.yyyy). */
const day = (iso: string) => iso.split("-").reverse().join(".");

/** One loyalty voucher: image, name, description, validity, trigger article and its fine print. */
const VoucherCard = ({ voucher }: { readonly voucher: LoyaltyVoucher }) => {
  const t = useT();
  const links = useLinks();
  const trigger = voucher.triggerArticle;
  return (
    <li className="loyalty-voucher" data-testid="loyalty-voucher">
      {voucher.imageSingle && (
        <img className="loyalty-voucher__image" src={voucher.imageSingle} alt="" width={160} height={120} />
      )}
      <div className="loyalty-voucher__body">
        <h4 className="loyalty-voucher__name">{voucher.name}</h4>
        {voucher.onlineDescription && <p>{voucher.onlineDescription}</p>}
        <p className="loyalty-voucher__validity">
          {t("loyalty.vouchers.validity", { from: day(voucher.validFrom), until: day(voucher.validUntil) })}
        </p>
        {trigger && (
          <p>
            {t("loyalty.vouchers.trigger")}{" "}
            <ShopLink
              href={links.product({ slug: trigger.slug, sku: trigger.sku })}
              data-testid="loyalty-trigger"
            >
              {trigger.name ?? trigger.sku}
            </ShopLink>
          </p>
        )}
        {voucher.fineprintText && (
          <details className="loyalty-voucher__fineprint">
            <summary>{voucher.fineprintHeadline ?? t("loyalty.vouchers.fineprint")}</summary>
            <p>{voucher.fineprintText}</p>
          </details>
        )}
      </div>
    </li>
  );
};

export const LoyaltyVoucherList = ({ vouchers }: { readonly vouchers: ReadonlyArray<LoyaltyVoucher> }) => {
  const t = useT();
  if (vouchers.length === 0) return <p data-testid="loyalty-vouchers-empty">{t("loyalty.vouchers.empty")}</p>;
  return (
    <ul className="loyalty-vouchers" data-testid="loyalty-vouchers">
      {vouchers.map((v) => (
        <VoucherCard key={v.id} voucher={v} />
      ))}
    </ul>
  );
};

const serviceLabel = (s: string) =>
  s === "Delivery" ? "loyalty.service.delivery" : "loyalty.service.clickCollect";

/** The personal vouchers the customer may still use, with the service types they are limited to. */
export const PersonalVoucherList = ({ vouchers }: { readonly vouchers: ReadonlyArray<PersonalVoucher> }) => {
  const t = useT();
  if (vouchers.length === 0) return <p>{t("loyalty.personal.empty")}</p>;
  return (
    <ul className="loyalty-vouchers" data-testid="personal-vouchers">
      {vouchers.map((v) => (
        <li key={v.promotionId} className="loyalty-voucher" data-testid="personal-voucher">
          <div className="loyalty-voucher__body">
            <h4 className="loyalty-voucher__name">{v.name}</h4>
            {v.description && <p>{v.description}</p>}
            <p className="loyalty-voucher__validity">
              {t("loyalty.personal.services", {
                services: voucherServiceTypes(v)
                  .map((s) => t(serviceLabel(s)))
                  .join(", "),
              })}
              {v.validUntil ? ` · ${t("loyalty.personal.until", { until: day(v.validUntil) })}` : ""}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
};
