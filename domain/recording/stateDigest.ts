import { digest } from "./canonical";
import { KnownValues, learnPersonalData, personalMask } from "./redact";
import { walkRedacting } from "./secrets";

/**
 * Digests of the state slices a command changed (issue 19 #3), logged on its outcome entry and
 * compared by re-execution, so a reducer change shows at the command where it happens.
 *
 * Cheap by structure: only top-level slices whose reference changed are digested, and every
 * object's digest is cached by reference (state is immutable and shares every unchanged subtree),
 * so a command pays for the objects it changed, not for the whole state.
 *
 * Comparable across redaction: the live log holds personal data, a masked recording does not, and
 * re-execution reduces the masked values. Each part is digested as a masked recording would hold it
 * (masking is idempotent), so the live digest and the re-executed one agree.
 */
/** A list of strings is masked by the key it stands under (a card-info's ids): a leaf, like a string. */
const isLeaf = (v: unknown): boolean =>
  v === null ||
  typeof v !== "object" ||
  (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === "string"));

/**
 * A digester for one shop's state. It learns personal values (a first name) from the state as it
 * goes, as a recording learns them, so that free text repeating them ("Hallo Anna") is digested
 * as the recording holds it ("Hallo A***"); re-executing the masked values learns nothing new.
 */
export const createStateDigester = () => {
  const known = new KnownValues();
  // One mask for the digester's life (it reads `known` as it grows): redacting as a masked recording does.
  const mask = personalMask(known);
  const masked = (v: unknown) => walkRedacting(v, mask);
  let cache = new WeakMap<object, string>();
  const learned = new WeakSet<object>();

  /** Learns the personal values of the objects not seen yet. */
  const learn = (node: object) => {
    if (learned.has(node)) return;
    learned.add(node);
    if (Array.isArray(node)) {
      for (const v of node) if (!isLeaf(v)) learn(v as object);
      return;
    }
    const record = node as Record<string, unknown>;
    const shallow: Record<string, unknown> = {};
    for (const key in record) {
      const v = record[key];
      if (typeof v === "string") shallow[key] = v;
      else if (!isLeaf(v)) learn(v as object);
    }
    learnPersonalData(shallow, known);
  };

  /**
   * A structural digest: an object's digest is one of its masked leaves and its children's
   * digests, each child cached by reference. Leaves are masked in their own object (a key's masking
   * can depend on its siblings), with the object children left out of that shallow copy.
   */
  const nodeDigest = (node: object): string => {
    const cached = cache.get(node);
    if (cached !== undefined) return cached;
    let parts: unknown;
    if (Array.isArray(node)) {
      parts = node.map((v: unknown) => (isLeaf(v) ? masked(v) : nodeDigest(v as object)));
    } else {
      const record = node as Record<string, unknown>;
      const shallow: Record<string, unknown> = {};
      const children: Record<string, string> = {};
      for (const key in record) {
        const v = record[key];
        if (isLeaf(v)) shallow[key] = v;
        else {
          shallow[key] = null;
          children[key] = nodeDigest(v as object);
        }
      }
      parts = { ...(masked(shallow) as Record<string, unknown>), ...children };
    }
    const d = digest(parts);
    cache.set(node, d);
    return d;
  };

  /** The digest of one slice (a letter first: digits only must never look like a card number). */
  const sliceDigest = (slice: unknown): string =>
    `s${isLeaf(slice) ? digest(masked(slice)) : nodeDigest(slice as object)}`;

  /** Slice name → digest, for every top-level slice whose content changed from `before` to `after`. */
  return <S extends object>(before: S, after: S): Readonly<Record<string, string>> => {
    const out: Record<string, string> = {};
    if (before === after) return out;
    const b = before as Record<string, unknown>;
    const a = after as Record<string, unknown>;
    const size = known.size;
    for (const key in a) if (a[key] !== b[key]) learn({ [key]: a[key] });
    // A value learned now masks text that digests cached before did not: they are stale.
    if (known.size !== size) cache = new WeakMap();
    // By content: a slice replaced by an equal one (an initial value over its JSON copy) is unchanged.
    for (const key in a)
      if (a[key] !== b[key]) {
        const d = sliceDigest(a[key]);
        if (!(key in b) || d !== sliceDigest(b[key])) out[key] = d;
      }
    for (const key in b) if (!(key in a)) out[key] = "removed";
    return out;
  };
};
