import { ShopLink } from "../routing/ShopLink";
import { useSelector } from "../state/context";
import { selectComponentConfigs } from "../state/selectors";

export const TopBar = () => {
  const banner = useSelector(selectComponentConfigs).topbarbanner;
  if (!banner?.enabled || !banner.text) return null;
  return (
    <aside className="topbar" aria-label="Hinweis">
      <p className="topbar__inner">
        <span>{banner.text}</span>
        {banner.link && (
          <ShopLink href={banner.link.href} external={banner.link.external} className="topbar__link">
            {banner.link.label}
          </ShopLink>
        )}
      </p>
    </aside>
  );
};
