import { featureAccess } from "../core/feature";
import type { OpsEvent } from "./events";
import type { OpsState } from "./state";

/** The build checks read and write their own slice only. */
export const ops = featureAccess<OpsEvent>()({ self: (r: { readonly ops: OpsState }) => r.ops });
