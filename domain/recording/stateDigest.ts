import { canonical, digest, hashText } from "./canonical";
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
  // Also the record of what was learned: a node is digested only after it was learned.
  let cache = new WeakMap<object, string>();

  /** Learns the personal values of the objects not seen yet. */
  const learn = (node: object) => {
    if (cache.has(node)) return;
    if (Array.isArray(node)) {
      for (const v of node) if (!isLeaf(v)) learn(v as object);
      return;
    }
    const record = node as Record<string, unknown>;
    let shallow: Record<string, unknown> | undefined;
    for (const key in record) {
      const v = record[key];
      if (typeof v === "string") {
        shallow ??= {};
        shallow[key] = v;
      } else if (!isLeaf(v)) learn(v as object);
    }
    if (shallow) learnPersonalData(shallow, known);
  };

  /**
   * A structural digest: an object's digest is one of its masked leaves and its children's
   * digests, each child cached by reference. Leaves are masked in their own object (a key's masking
   * can depend on its siblings), with the object children left out of that shallow copy. The text
   * hashed is the canonical JSON of {...masked leaves, ...children's digests}, written directly:
   * digests must stay what recordings hold.
   */
  const nodeDigest = (node: object): string => {
    const cached = cache.get(node);
    if (cached !== undefined) return cached;
    let text: string;
    if (Array.isArray(node)) {
      text = "[";
      for (let i = 0; i < node.length; i++) {
        const v: unknown = node[i];
        text += `${i > 0 ? "," : ""}${isLeaf(v) ? canonical(masked(v)) : `"${nodeDigest(v as object)}"`}`;
      }
      text += "]";
    } else {
      const record = node as Record<string, unknown>;
      const shallow: Record<string, unknown> = {};
      let children: Record<string, string> | undefined;
      for (const key in record) {
        const v = record[key];
        if (isLeaf(v)) shallow[key] = v;
        else {
          shallow[key] = null;
          children ??= {};
          children[key] = nodeDigest(v as object);
        }
      }
      const leaves = masked(shallow) as Record<string, unknown>;
      const keys = Object.keys(leaves);
      if (children) for (const key in children) if (!(key in leaves)) keys.push(key);
      keys.sort();
      text = "{";
      let first = true;
      for (const key of keys) {
        const child = children?.[key];
        const v = child ?? leaves[key];
        if (v === undefined || typeof v === "function" || typeof v === "symbol") continue;
        text += `${first ? "" : ","}${JSON.stringify(key)}:${child !== undefined ? `"${child}"` : canonical(v)}`;
        first = false;
      }
      text += "}";
    }
    const d = hashText(text);
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
    for (const key in a) {
      const v = a[key];
      if (v === b[key]) continue;
      if (typeof v === "string") learnPersonalData({ [key]: v }, known);
      else if (!isLeaf(v)) learn(v as object);
    }
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
