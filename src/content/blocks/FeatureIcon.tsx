import type { FeatureIcon as Icon } from "../../../domain/content/layoutBlocks";

/** Simple line drawings on a 24 × 24 grid, one per icon the feature block offers. */
const paths: Readonly<Record<Icon, string>> = {
  leaf: "M5 19c0-9 6-14 15-14 0 9-5 15-14 15M5 19l8-8",
  truck: "M2 6h11v10H2zM13 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1",
  store: "M3 9l2-5h14l2 5M4 9v11h16V9M3 9h18M9 20v-6h6v6",
  clock: "M12 3a9 9 0 1 0 .1 0M12 7v5l3 3",
  heart: "M12 20s-8-5-8-11a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 6-8 11-8 11z",
  star: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z",
};

export const FeatureIcon = ({ icon }: { readonly icon: Icon }) => (
  <svg
    className="cms-feature__icon"
    viewBox="0 0 24 24"
    width="40"
    height="40"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={paths[icon]} />
  </svg>
);
