import { featureAccess } from "../core/feature";
import { selectRuntimeConfig } from "../shell/selectors";
import type { ContentEvent } from "./events";
import type { ContentState } from "./state";

/** The content reads its pages and the tenant's CMS settings (the not-found page, preview). */
export const content = featureAccess<ContentEvent>()({
  self: (r: { readonly content: ContentState }) => r.content,
  inputs: { config: selectRuntimeConfig },
});
