import { SchemaAST as AST, ParseResult, Schema } from "effect";
import { keepJsonText } from "./json-fragments";

/**
 * Values the server decoded itself and keeps unchanged, passed through answers without being
 * encoded again (issue 18: a cart answer re-checked every line's product, field by field, on every
 * cart call, though each came from a cached decode). Only schemas without transformations qualify:
 * for them a decoded value is its own encoding. The values are frozen, so they stay what was
 * checked (and their JSON text is made once, ./json-fragments); any other value in the same place is
 * encoded as usual.
 */
const decodedBy = new Map<AST.AST, WeakSet<object>>();

const hasTransformation = (ast: AST.AST, seen = new Set<AST.AST>()): boolean => {
  if (seen.has(ast)) return false;
  seen.add(ast);
  switch (ast._tag) {
    case "Transformation":
      return true;
    case "Declaration":
      // Its encoding is its own code's: not known to be the value itself.
      return true;
    case "Refinement":
      return hasTransformation(ast.from, seen);
    case "Suspend":
      return hasTransformation(ast.f(), seen);
    case "Union":
      return ast.types.some((t) => hasTransformation(t, seen));
    case "TupleType":
      return (
        ast.elements.some((e) => hasTransformation(e.type, seen)) ||
        ast.rest.some((r) => hasTransformation(r.type, seen))
      );
    case "TypeLiteral":
      return (
        ast.propertySignatures.some((p) => hasTransformation(p.type, seen)) ||
        ast.indexSignatures.some((i) => hasTransformation(i.type, seen))
      );
    default:
      return false;
  }
};

const deepFreeze = <A>(value: A): A => {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
};

/** The trusted values of `schema` (registered once: answer encoders made after see them). */
const trustedValuesOf = (schema: Schema.Schema.AnyNoContext): WeakSet<object> => {
  if (hasTransformation(schema.ast))
    throw new Error("a schema with transformations cannot pass its values through");
  let values = decodedBy.get(schema.ast);
  if (!values) {
    values = new WeakSet();
    decodedBy.set(schema.ast, values);
  }
  return values;
};

/** A decoder whose results answers pass on as they are (see above); `schema` must have no transformations. */
export const trustedDecoder = <A extends object, I>(schema: Schema.Schema<A, I, never>) => {
  const kept = trustedValuesOf(schema);
  const decode = Schema.decodeUnknownSync(schema);
  return (input: unknown): A => {
    const value = deepFreeze(keepJsonText(decode(input)));
    kept.add(value);
    return value;
  };
};

/**
 * Issue 18: for values the server builds itself from trusted parts, the same made once per value (a
 * cart line: its product, quantity and prices): `value` is checked as an answer would be (its
 * trusted parts passed, the rest field by field), frozen and kept, and then passes through every
 * answer that holds it with its JSON text made once. Returns the checked copy. `schema` must have no
 * transformations.
 */
export const trustedBuilder = <A extends object, I>(schema: Schema.Schema<A, I, never>) => {
  const kept = trustedValuesOf(schema);
  let check: ((value: unknown) => unknown) | undefined;
  return (value: A): A => {
    // Made on first use, when every trusted decoder exists; trusting nothing of `schema` itself.
    check ??= Schema.encodeUnknownSync(Schema.make(trustingParts(schema.ast, new Map())));
    const checked = deepFreeze(keepJsonText(check(value) as A));
    kept.add(checked);
    return checked;
  };
};

/** `ast` with the checks of trusted values skipped: the same object when nothing in it is trusted. */
const trusting = (ast: AST.AST, memo: Map<AST.AST, AST.AST>): AST.AST => {
  const known = memo.get(ast);
  if (known) return known;
  const values = decodedBy.get(ast);
  let out: AST.AST = ast;
  if (values) {
    // Any other value is checked in full, its own trusted parts passed (a line built elsewhere
    // still passes its product).
    let full: ReturnType<typeof ParseResult.encodeUnknown> | undefined;
    const decode = ParseResult.decodeUnknown(Schema.make(ast));
    out = new AST.Declaration(
      [],
      () => (input, options) => decode(input, options),
      () => (input, options) => {
        if (typeof input === "object" && input !== null && values.has(input))
          return ParseResult.succeed(input);
        full ??= ParseResult.encodeUnknown(Schema.make(trustingParts(ast, memo)));
        return full(input, options);
      },
      ast.annotations,
    );
  } else out = trustingParts(ast, memo);
  memo.set(ast, out);
  return out;
};

/** `ast` with the checks of trusted values inside it skipped (not of `ast`'s own values). */
const trustingParts = (ast: AST.AST, memo: Map<AST.AST, AST.AST>): AST.AST => {
  let out: AST.AST = ast;
  const go = (a: AST.AST) => trusting(a, memo);
  switch (ast._tag) {
    case "Refinement": {
      const from = go(ast.from);
      if (from !== ast.from) out = new AST.Refinement(from, ast.filter, ast.annotations);
      break;
    }
    case "Transformation": {
      const from = go(ast.from);
      const to = go(ast.to);
      if (from !== ast.from || to !== ast.to)
        out = new AST.Transformation(from, to, ast.transformation, ast.annotations);
      break;
    }
    case "Suspend":
      out = new AST.Suspend(() => go(ast.f()), ast.annotations);
      break;
    case "Union": {
      const types = ast.types.map(go);
      if (types.some((t, i) => t !== ast.types[i])) out = AST.Union.make(types, ast.annotations);
      break;
    }
    case "TupleType": {
      const elements = ast.elements.map((e) => {
        const type = go(e.type);
        return type === e.type ? e : new AST.OptionalType(type, e.isOptional, e.annotations);
      });
      const rest = ast.rest.map((r) => {
        const type = go(r.type);
        return type === r.type ? r : new AST.Type(type, r.annotations);
      });
      if (elements.some((e, i) => e !== ast.elements[i]) || rest.some((r, i) => r !== ast.rest[i]))
        out = new AST.TupleType(elements, rest, ast.isReadonly, ast.annotations);
      break;
    }
    case "TypeLiteral": {
      const properties = ast.propertySignatures.map((p) => {
        const type = go(p.type);
        return type === p.type
          ? p
          : new AST.PropertySignature(p.name, type, p.isOptional, p.isReadonly, p.annotations);
      });
      if (properties.some((p, i) => p !== ast.propertySignatures[i]))
        out = new AST.TypeLiteral(properties, ast.indexSignatures, ast.annotations);
      break;
    }
    default:
      break;
  }
  return out;
};

/**
 * The encoder of a call's answers: as Schema.encodeUnknownSync(schema), except that values of a
 * trustedDecoder pass as they are. Made on first use, when every trusted decoder exists.
 */
export const answerEncoder = (schema: Schema.Schema.AnyNoContext): ((value: unknown) => unknown) => {
  let encode: ((value: unknown) => unknown) | undefined;
  return (value) => {
    encode ??= Schema.encodeUnknownSync(Schema.make(trusting(schema.ast, new Map())));
    return encode(value);
  };
};
