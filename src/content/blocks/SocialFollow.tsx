import "../../styles/layout-blocks.css";
import type { SocialNetwork } from "../../../domain/content/layoutBlocks";
import { SocialFollowProps } from "../../../domain/content/layoutBlocks";
import { ShopLink } from "../../routing/ShopLink";
import { useSelector, useT } from "../../state/context";
import { selectSiteName } from "../../state/selectors";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../kit";

/** The networks' names as they write them. */
const networkNames: Readonly<Record<SocialNetwork, string>> = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  pinterest: "Pinterest",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
};

/** Links to the tenant's social profiles, each named "Demo Markt bei Instagram" (the visible name inside). */
const SocialFollow = ({ block }: BlockProps) => {
  const props = useBlockProps(SocialFollowProps, block);
  const t = useT();
  const site = useSelector(selectSiteName);
  const Title = headingTag(useHeadingDepth());
  if (props === null) return null;
  const title = props.title ?? t("content.socialFollow.default");
  return (
    <nav className="cms-social" aria-label={title} data-testid="social-follow">
      <Title className="cms-social__title">{title}</Title>
      <ul className="cms-social__list">
        {props.profiles.map((p) => {
          const network = networkNames[p.network];
          return (
            <li key={p.network}>
              <ShopLink
                href={p.href}
                external
                className={`cms-social__link cms-social__link--${p.network}`}
                aria-label={t("content.socialFollow.profile", { site, network })}
              >
                <span className="cms-social__badge" aria-hidden="true">
                  {network.charAt(0)}
                </span>
                {network}
              </ShopLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
export default SocialFollow;
