import type { DistributionAddress } from "../model";

type ServiceParts = Pick<DistributionAddress, "distributionType" | "streetName"> | null | undefined;

/** A distribution address with a street (blank counts as none). */
export const hasStreet = (a: ServiceParts): boolean => (a?.streetName ?? "").trim() !== "";

/**
 * A service with a street (document 2 §4): without it an add prompts for the service and the
 * checkout cannot begin. Type-only imports: the rule stays free of the schemas.
 */
export const hasServiceWithStreet = (a: ServiceParts): boolean =>
  a != null && a.distributionType !== undefined && hasStreet(a);
