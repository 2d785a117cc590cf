/**
 * One problem a check found in a captured stream, naming the rule it broke and where that rule is
 * written down (an external reference or the specification), so an analyst can verify the rule.
 */
export interface Finding {
  /** A stable rule id, e.g. "ga4.purchase.transaction_id". */
  readonly rule: string;
  /** Where the rule comes from: a URL, or a specification section. */
  readonly source: string;
  readonly message: string;
  /** The position of the offending push or event in the list checked. */
  readonly index: number;
}

export type Payload = Record<string, unknown>;

export const isObject = (v: unknown): v is Payload =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/** Rounds money sums to cents before comparing: 0.1 + 0.2 is 0.3 here. */
export const sameAmount = (a: number, b: number): boolean => Math.abs(a - b) < 0.005 + 1e-9;
