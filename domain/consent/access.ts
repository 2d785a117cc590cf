import { featureAccess } from "../core/feature";
import type { ConsentEvent } from "./events";
import type { ConsentState } from "./state";

/** The consent reads only its own slice: the script's answer is the command's payload. */
export const consent = featureAccess<ConsentEvent>()({
  self: (r: { readonly consent: ConsentState }) => r.consent,
});
