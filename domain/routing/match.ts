/**
 * A tiny path matcher for the route table: `/static`, `:name` (one segment), `:name?` (optional,
 * trailing) and `:name(.*)` (the rest of the path, possibly empty).
 */
export type Params = Readonly<Record<string, string>>;

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

const splitPath = (path: string): string[] => path.split("/").filter((s) => s.length > 0);

export const matchPattern = (pattern: string, path: string): Params | null => {
  const want = splitPath(pattern);
  const have = splitPath(path);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const h = have[i];
    const rest = /^:([A-Za-z0-9_]+)\(\.\*\)$/.exec(w);
    if (rest) {
      params[rest[1] as string] = have.slice(i).map(decode).join("/");
      return params;
    }
    const param = /^:([A-Za-z0-9_]+)(\?)?$/.exec(w);
    if (param) {
      if (h === undefined) {
        if (param[2]) continue;
        return null;
      }
      params[param[1] as string] = decode(h);
      continue;
    }
    if (h !== w) return null;
  }
  return have.length <= want.length ? params : null;
};

/** Builds a path from a pattern, dropping optional parameters that are not given. */
export const buildPath = (pattern: string, params: Params = {}): string => {
  const out: string[] = [];
  for (const w of splitPath(pattern)) {
    const m = /^:([A-Za-z0-9_]+)(\?|\(\.\*\))?$/.exec(w);
    if (!m) {
      out.push(w);
      continue;
    }
    const v = params[m[1] as string];
    if (v === undefined || v === "") {
      if (m[2]) continue;
      throw new Error(`${m[1]} must not be null or empty`);
    }
    out.push(m[2] === "(.*)" ? v.split("/").map(encodeURIComponent).join("/") : encodeURIComponent(v));
  }
  return `/${out.join("/")}`;
};
