import "../styles/layout-blocks.css";
import "../styles/loyalty.css";
import { VoucherGroupProps } from "../../domain/content/layoutBlocks";
import { selectLoyaltyVariant, selectLoyaltyVouchers } from "../../domain/loyalty/selectors";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../content/kit";
import { useSelector, useT } from "../state/context";
import { LoyaltyLinkButton, LoyaltyLoginButton } from "./Buttons";
import { LoyaltyVoucherList } from "./Vouchers";

/**
 * The CMS block "voucher group" (document 1 §2): the loyalty member's vouchers, as the profile
 * shows them (loaded when the member information appears); a guest is asked to log in, a
 * customer without a linked card to link one.
 */
const VoucherGroupBlock = ({ block }: BlockProps) => {
  const props = useBlockProps(VoucherGroupProps, block);
  const variant = useSelector(selectLoyaltyVariant);
  const customer = useSelector((s) => s.session.customer);
  const vouchers = useSelector(selectLoyaltyVouchers);
  const t = useT();
  const Title = headingTag(useHeadingDepth());
  if (props === null) return null;
  const title = props.title ?? t("content.voucherGroup.title");
  const body =
    customer === null ? (
      <>
        <p>{t("content.voucherGroup.guest")}</p>
        <LoyaltyLoginButton />
      </>
    ) : variant !== "referenced" ? (
      <>
        <p>{t("content.voucherGroup.noCard")}</p>
        <LoyaltyLinkButton />
      </>
    ) : vouchers.status === "failed" ? (
      <p role="alert">{t("content.voucherGroup.failed")}</p>
    ) : vouchers.status === "loaded" ? (
      <LoyaltyVoucherList vouchers={vouchers.items} />
    ) : (
      <p aria-busy="true">{t("content.voucherGroup.loading")}</p>
    );
  return (
    <section className="cms-voucher-group" aria-label={title} data-testid="voucher-group">
      <Title className="cms-voucher-group__title">{title}</Title>
      {body}
    </section>
  );
};
export default VoucherGroupBlock;
