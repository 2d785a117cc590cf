import type { LimitNotices as Notices } from "../../domain/cart/selectors";
import { useMoney } from "../discovery/hooks";
import { useT } from "../state/context";

/**
 * The order-limit notices of document 2 §2/§5: minimum order value (with the missing amount),
 * maximum value, maximum weight (kg), and the free-service threshold once reached.
 */
export const LimitNotices = ({ notices }: { readonly notices: Notices }) => {
  const t = useT();
  const money = useMoney();
  const items: { key: string; kind: "warning" | "error" | "success"; text: string }[] = [];
  if (notices.maxValueExceeded)
    items.push({ key: "cart.maxOrderValueExceeded", kind: "error", text: t("cart.maxOrderValueExceeded") });
  if (notices.maxWeightExceeded !== null)
    items.push({
      key: "cart.maxOrderWeightExceeded",
      kind: "error",
      text: t("cart.maxOrderWeightExceeded", {
        weight: String(notices.maxWeightExceeded).replace(".", ","),
      }),
    });
  if (notices.minValueMissing > 0)
    items.push({
      key: "cart.minOrderValue",
      kind: "warning",
      text: t("cart.minOrderValue", { amount: money.price(notices.minValueMissing) }),
    });
  if (notices.freeServiceReached)
    items.push({ key: "cart.freeServiceReached", kind: "success", text: t("cart.freeServiceReached") });
  if (items.length === 0) return null;
  return (
    <ul className="cart-notices" data-testid="limit-notices">
      {items.map((n) => (
        <li
          key={n.key}
          className={`cart-notice cart-notice--${n.kind}`}
          data-key={n.key}
          data-testid="limit-notice"
        >
          {n.text}
        </li>
      ))}
    </ul>
  );
};
