import { createHash } from "node:crypto";

export type Shape =
  | {
      readonly kind: "circle";
      readonly cx: number;
      readonly cy: number;
      readonly r: number;
      readonly fill: string;
    }
  | {
      readonly kind: "rect";
      readonly x: number;
      readonly y: number;
      readonly w: number;
      readonly h: number;
      readonly rx?: number;
      readonly fill: string;
    }
  | {
      readonly kind: "ellipse";
      readonly cx: number;
      readonly cy: number;
      readonly rx: number;
      readonly ry: number;
      readonly fill: string;
    };

export interface Illustration {
  readonly width: number;
  readonly height: number;
  readonly background: string;
  readonly shapes: ReadonlyArray<Shape>;
  readonly title: string;
  readonly caption?: string;
  readonly textColor?: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const shapeSvg = (s: Shape): string => {
  switch (s.kind) {
    case "circle":
      return `<circle cx="${s.cx}" cy="${s.cy}" r="${s.r}" fill="${s.fill}"/>`;
    case "ellipse":
      return `<ellipse cx="${s.cx}" cy="${s.cy}" rx="${s.rx}" ry="${s.ry}" fill="${s.fill}"/>`;
    case "rect":
      return `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" rx="${s.rx ?? 0}" fill="${s.fill}"/>`;
  }
};

/** A flat illustration: coloured shapes and a title, all inline (no fonts or images from other hosts). */
export const illustrationSvg = (i: Illustration): string => {
  const color = i.textColor ?? "#1f2933";
  const titleY = i.caption ? i.height - 70 : i.height - 40;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${i.width}" height="${i.height}" viewBox="0 0 ${i.width} ${i.height}" role="img" aria-label="${escapeXml(i.title)}">`,
    `<title>${escapeXml(i.title)}</title>`,
    `<rect width="${i.width}" height="${i.height}" fill="${i.background}"/>`,
    ...i.shapes.map(shapeSvg),
    `<text x="${i.width / 2}" y="${titleY}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${Math.round(i.height / 12)}" font-weight="700" fill="${color}">${escapeXml(i.title)}</text>`,
    ...(i.caption
      ? [
          `<text x="${i.width / 2}" y="${i.height - 30}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${Math.round(i.height / 22)}" fill="${color}">${escapeXml(i.caption)}</text>`,
        ]
      : []),
    "</svg>",
  ].join("\n");
};

export const etagOf = (body: string) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
