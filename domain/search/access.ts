import { featureAccess } from "../core/feature";
import { selectProductFlags } from "../discovery/selectors";
import { selectRuntimeConfig } from "../shell/selectors";
import type { SearchEvent } from "./events";
import type { SearchState } from "./state";

/** Search reads its own slice, the tenant's configuration (types, feature switch) and the product query flags. */
export const search = featureAccess<SearchEvent>()({
  self: (r: { readonly search: SearchState }) => r.search,
  inputs: { config: selectRuntimeConfig, productFlags: selectProductFlags },
});
