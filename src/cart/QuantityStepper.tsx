import { useId } from "react";
import { maxAllowedQuantity } from "../../domain/cart/rules/quantity";
import type { Product } from "../../domain/discovery/product";
import { TrashIcon } from "../components/TrashIcon";
import { useT } from "../state/context";
import { useQuantityText } from "./hooks";

type StepperProduct = Pick<Product, "name" | "maxQuantity" | "quantityStepSize" | "weightArticle">;

export interface QuantityStepperProps {
  readonly product: StepperProduct;
  readonly value: number;
  readonly onChange: (quantity: number) => void;
  /** The smallest value "−" reaches: 0 on a cart line ("−" at one step removes it), one step before an add. */
  readonly min: number;
  readonly size?: "small" | "normal";
}

const Icon = ({ d }: { readonly d: string }) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
  </svg>
);

/**
 * − quantity +, in steps of quantityStepSize (grams for a weightArticle, shown in kg). "+" is
 * disabled at the product's maximum, with the reason shown next to it.
 */
export const QuantityStepper = ({ product, value, onChange, min, size = "normal" }: QuantityStepperProps) => {
  const t = useT();
  const text = useQuantityText();
  const reasonId = useId();
  const step = product.quantityStepSize;
  const max = maxAllowedQuantity(product);
  const atMax = value >= max;
  const removes = min === 0 && value - step <= 0;
  return (
    <div className={`qty qty--${size}`} data-testid="quantity-stepper">
      {/* biome-ignore lint/a11y/useSemanticElements: a named group of two buttons and a value, not a form fieldset */}
      <div className="qty__controls" role="group" aria-label={t("cart.quantityOf", { name: product.name })}>
        <button
          type="button"
          className="qty__btn"
          onClick={() => onChange(Math.max(min, value - step))}
          disabled={value - step < min}
          aria-label={
            removes
              ? t("cart.removeItem", { name: product.name })
              : t("cart.decrease", { name: product.name })
          }
        >
          {removes ? <TrashIcon size={18} /> : <Icon d="M6 12h12" />}
        </button>
        <output className="qty__value" aria-live="polite" data-testid="quantity-value">
          {text(product, value)}
        </output>
        <button
          type="button"
          className="qty__btn"
          onClick={() => onChange(Math.min(max, value + step))}
          disabled={atMax}
          aria-label={t("cart.increase", { name: product.name })}
          aria-describedby={atMax ? reasonId : undefined}
        >
          <Icon d="M6 12h12M12 6v12" />
        </button>
      </div>
      {atMax && (
        <p id={reasonId} className="qty__note" data-testid="max-quantity-note">
          {t("cart.maxQuantityReached", { max: text(product, max) })}
        </p>
      )}
    </div>
  );
};
