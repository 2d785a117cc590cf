import "../styles/assortment.css";
import { useState } from "react";
import type { AppState } from "../../domain/app/state";
import { useLinks } from "../discovery/hooks";
import { ShopLink } from "../routing/ShopLink";
import { useDispatch, useSelector, useT } from "../state/context";

const selectTree = (s: AppState) => s.discovery.tree;

/**
 * The header menu's category tree (a lazy chunk): the top categories with their children. On a
 * desktop all children show in columns; in the phone drawer each top category is a disclosure
 * whose button opens its children (the CSS hides the buttons where the columns show everything).
 */
const AssortmentPanel = ({ id }: { readonly id: string }) => {
  const t = useT();
  const dispatch = useDispatch();
  const links = useLinks();
  const tree = useSelector(selectTree);
  const [expanded, setExpanded] = useState<string | null>(null);
  if (tree === null || tree.status === "pending")
    return (
      <div id={id} className="assortment" data-testid="assortment-panel">
        <p className="assortment__status" role="status">
          {t("header.assortment.loading")}
        </p>
      </div>
    );
  if (tree.status !== "success")
    return (
      <div id={id} className="assortment" data-testid="assortment-panel">
        <p className="assortment__status" role="alert">
          {t("header.assortment.failed")}
        </p>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => dispatch({ _tag: "LoadCategoryTree" })}
        >
          {t("header.assortment.retry")}
        </button>
      </div>
    );
  return (
    <div id={id} className="assortment" data-testid="assortment-panel">
      <ul className="assortment__list">
        {tree.data.map((top) => {
          const childrenId = `${id}-${top.slug}`;
          const isOpen = expanded === top.slug;
          return (
            <li key={top.slug} className={`assortment__top${isOpen ? " is-open" : ""}`}>
              <div className="assortment__row">
                <ShopLink href={links.category(top.slug)} className="assortment__top-link">
                  {top.name}
                </ShopLink>
                {top.children.length > 0 && (
                  <button
                    type="button"
                    className="icon-button assortment__toggle"
                    aria-expanded={isOpen}
                    aria-controls={childrenId}
                    aria-label={t("header.assortment.children", { name: top.name })}
                    onClick={() => setExpanded(isOpen ? null : top.slug)}
                  >
                    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </button>
                )}
              </div>
              {top.children.length > 0 && (
                <ul id={childrenId} className="assortment__children">
                  {top.children.map((child) => (
                    <li key={child.slug}>
                      <ShopLink href={links.category(child.slug)} className="assortment__link">
                        {child.name}
                      </ShopLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <ShopLink href={links.category()} className="assortment__all">
        {t("header.assortment.all")}
      </ShopLink>
    </div>
  );
};

export default AssortmentPanel;
