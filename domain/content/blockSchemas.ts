import { consentBlockPropSchemas } from "../consent/blocks";
import { loyaltyBlockPropSchemas } from "../loyalty/blocks";
import {
  ButtonProps,
  ColumnProps,
  HeadlineProps,
  ImageProps,
  LineSeparatorProps,
  ProductPromotionProps,
  RowProps,
  SectionProps,
  TeaserProps,
  TextProps,
} from "./blocks";
import { embeddedBlockPropSchemas } from "./embeddedBlocks";
import { errorPageBlockPropSchemas } from "./errorPageBlocks";
import { formsBlockPropSchemas } from "./formsBlocks";
import { layoutBlockPropSchemas } from "./layoutBlocks";
import { PRODUCT_PROMOTION } from "./page";
import { recipesStoresBlockPropSchemas } from "./recipesStoresBlocks";

/** Every block type's props schema, by type: the CMS seed is checked against them. */
export const blockPropSchemas = {
  section: SectionProps,
  row: RowProps,
  column: ColumnProps,
  headline: HeadlineProps,
  text: TextProps,
  image: ImageProps,
  button: ButtonProps,
  teaser: TeaserProps,
  "line-separator": LineSeparatorProps,
  [PRODUCT_PROMOTION]: ProductPromotionProps,
  ...consentBlockPropSchemas,
  ...loyaltyBlockPropSchemas,
  ...embeddedBlockPropSchemas,
  ...layoutBlockPropSchemas,
  ...formsBlockPropSchemas,
  ...recipesStoresBlockPropSchemas,
  ...errorPageBlockPropSchemas,
} as const;
