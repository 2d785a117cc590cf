import { useState } from "react";

const MAX_CHILDREN = 200;

const preview = (v: unknown): string => {
  if (v === null) return "null";
  if (Array.isArray(v)) return `Array(${v.length})`;
  if (typeof v === "object") {
    const keys = Object.keys(v as object);
    return `{${keys.slice(0, 4).join(", ")}${keys.length > 4 ? ", …" : ""}}`;
  }
  return JSON.stringify(v) ?? String(v);
};

const Node = ({
  name,
  value,
  depth,
  open,
}: {
  name: string;
  value: unknown;
  depth: number;
  open: boolean;
}) => {
  const [expanded, setExpanded] = useState(open);
  const composite = value !== null && typeof value === "object";
  if (!composite)
    return (
      <li className="dt-tree__leaf">
        <span className="dt-tree__key">{name}</span>:{" "}
        <span className={`dt-v dt-v--${typeof value}`}>{preview(value)}</span>
      </li>
    );
  const entries = Object.entries(value as object);
  return (
    <li>
      <button
        type="button"
        className="dt-tree__toggle"
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
      >
        <span aria-hidden="true">{expanded ? "▾" : "▸"}</span> <span className="dt-tree__key">{name}</span>{" "}
        <span className="dt-muted">{preview(value)}</span>
      </button>
      {expanded && (
        <ul>
          {entries.slice(0, MAX_CHILDREN).map(([k, v]) => (
            <Node key={k} name={k} value={v} depth={depth + 1} open={false} />
          ))}
          {entries.length > MAX_CHILDREN && (
            <li className="dt-muted">… {entries.length - MAX_CHILDREN} more</li>
          )}
        </ul>
      )}
    </li>
  );
};

/** A collapsible tree of a JSON value; children render only when expanded. */
export const Tree = ({ value, label }: { value: unknown; label: string }) => (
  <ul className="dt-tree" aria-label={label}>
    {value !== null && typeof value === "object" ? (
      Object.entries(value as object).map(([k, v]) => (
        <Node key={k} name={k} value={v} depth={0} open={false} />
      ))
    ) : (
      <li>{preview(value)}</li>
    )}
  </ul>
);

export const Json = ({ value }: { value: unknown }) => (
  <pre className="dt-json">{JSON.stringify(value, null, 2)}</pre>
);
