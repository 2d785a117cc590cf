import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from "react";
import { classifyUrl } from "../../domain/navigation/url";
import { useDispatch, usePlatform } from "../state/context";

export interface ShopLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  readonly href: string;
  /** The editor allowed leaving the shop; without it the domain refuses external targets. */
  readonly external?: boolean;
  readonly children: ReactNode;
}

const isPlainLeftClick = (e: MouseEvent<HTMLAnchorElement>) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;

/**
 * A real anchor (keyboard, context menu, middle click) whose plain clicks become a Navigate
 * command. A dangerous target (javascript:, data:, ...) never reaches the DOM: the anchor points
 * nowhere and a click still asks the domain, which refuses it and tells the shopper.
 */
export const ShopLink = ({ href, external, onClick, children, rel, target, ...rest }: ShopLinkProps) => {
  const dispatch = useDispatch();
  const { origin } = usePlatform();
  const check = classifyUrl(href, origin);
  const dangerous = check.kind === "dangerous" || check.kind === "invalid";
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (dangerous) {
      e.preventDefault();
      dispatch({ _tag: "Navigate", to: href, external });
      return;
    }
    if (!isPlainLeftClick(e)) return;
    if (target !== undefined && target !== "_self") return;
    e.preventDefault();
    dispatch({ _tag: "Navigate", to: href, external });
  };
  if (dangerous) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: deliberately inert; the click asks the domain, which refuses and tells the shopper
      <a {...rest} href="#" data-refused-link="" onClick={handleClick}>
        {children}
      </a>
    );
  }
  const leaves = check.kind === "external";
  return (
    <a
      {...rest}
      href={href}
      target={target}
      rel={rel ?? (leaves ? "noopener noreferrer" : undefined)}
      onClick={handleClick}
    >
      {children}
    </a>
  );
};
