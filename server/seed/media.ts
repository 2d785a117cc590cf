import type { SeedArea } from "./area";
import { etagOf, type Illustration, illustrationSvg } from "./svg";

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="48" viewBox="0 0 240 48" role="img" aria-label="Demo Markt">
<title>Demo Markt</title>
<circle cx="24" cy="24" r="20" fill="#0b6e4f"/>
<path d="M14 26 q10 -16 20 0 q-10 12 -20 0z" fill="#ffffff"/>
<rect x="23" y="8" width="2" height="10" fill="#ffffff"/>
<text x="54" y="32" font-family="system-ui, sans-serif" font-size="22" font-weight="700" fill="#1f2933" textLength="150" lengthAdjust="spacingAndGlyphs">Demo Markt</text>
</svg>`;

const wide = (
  title: string,
  background: string,
  shapes: Illustration["shapes"],
  caption?: string,
): Illustration => ({
  width: 1200,
  height: 600,
  background,
  shapes,
  title,
  ...(caption ? { caption } : {}),
});

const card = (title: string, background: string, shapes: Illustration["shapes"]): Illustration => ({
  width: 800,
  height: 600,
  background,
  shapes,
  title,
});

/** Every image the seeded content refers to, by name (served at /media/{name}.svg). */
const demoIllustrations: Readonly<Record<string, Illustration>> = {
  "hero-markt": wide(
    "Frisch vom Markt zu Ihnen nach Hause",
    "#e8f3ee",
    [
      { kind: "rect", x: 120, y: 300, w: 960, h: 150, rx: 24, fill: "#b45309" },
      { kind: "circle", cx: 260, cy: 280, r: 70, fill: "#dc2626" },
      { kind: "circle", cx: 400, cy: 270, r: 80, fill: "#f59e0b" },
      { kind: "circle", cx: 560, cy: 285, r: 65, fill: "#16a34a" },
      { kind: "ellipse", cx: 740, cy: 275, rx: 110, ry: 55, fill: "#facc15" },
      { kind: "circle", cx: 930, cy: 280, r: 75, fill: "#7c3aed" },
    ],
    "Über 3.000 Produkte, geliefert im Wunschzeitfenster",
  ),
  "obst-gemuese": card("Obst & Gemüse", "#ecfccb", [
    { kind: "circle", cx: 280, cy: 260, r: 120, fill: "#dc2626" },
    { kind: "rect", x: 272, y: 120, w: 16, h: 40, fill: "#3f6212" },
    { kind: "ellipse", cx: 520, cy: 280, rx: 80, ry: 130, fill: "#f97316" },
    { kind: "ellipse", cx: 520, cy: 140, rx: 40, ry: 20, fill: "#16a34a" },
  ]),
  backwaren: card("Backwaren", "#fef3c7", [
    { kind: "ellipse", cx: 400, cy: 270, rx: 260, ry: 120, fill: "#b45309" },
    { kind: "ellipse", cx: 300, cy: 230, rx: 40, ry: 14, fill: "#fde68a" },
    { kind: "ellipse", cx: 400, cy: 220, rx: 40, ry: 14, fill: "#fde68a" },
    { kind: "ellipse", cx: 500, cy: 230, rx: 40, ry: 14, fill: "#fde68a" },
  ]),
  getraenke: card("Getränke", "#e0f2fe", [
    { kind: "rect", x: 220, y: 120, w: 110, h: 300, rx: 30, fill: "#0284c7" },
    { kind: "rect", x: 250, y: 80, w: 50, h: 50, rx: 8, fill: "#075985" },
    { kind: "rect", x: 380, y: 180, w: 100, h: 240, rx: 16, fill: "#16a34a" },
    { kind: "rect", x: 530, y: 200, w: 90, h: 220, rx: 45, fill: "#f59e0b" },
  ]),
  liefergebiet: wide("Unser Liefergebiet", "#f1f5f9", [
    { kind: "ellipse", cx: 600, cy: 260, rx: 420, ry: 200, fill: "#bbf7d0" },
    { kind: "circle", cx: 600, cy: 250, r: 30, fill: "#0b6e4f" },
    { kind: "circle", cx: 420, cy: 200, r: 14, fill: "#1f2933" },
    { kind: "circle", cx: 800, cy: 310, r: 14, fill: "#1f2933" },
    { kind: "circle", cx: 700, cy: 160, r: 14, fill: "#1f2933" },
  ]),
  team: wide("Unser Team im Markt", "#fff7ed", [
    { kind: "circle", cx: 360, cy: 220, r: 60, fill: "#fdba74" },
    { kind: "rect", x: 290, y: 290, w: 140, h: 160, rx: 40, fill: "#0b6e4f" },
    { kind: "circle", cx: 600, cy: 200, r: 60, fill: "#a16207" },
    { kind: "rect", x: 530, y: 270, w: 140, h: 180, rx: 40, fill: "#0b6e4f" },
    { kind: "circle", cx: 840, cy: 220, r: 60, fill: "#fcd34d" },
    { kind: "rect", x: 770, y: 290, w: 140, h: 160, rx: 40, fill: "#0b6e4f" },
  ]),
  angebote: wide("Angebote der Woche", "#fee2e2", [
    { kind: "circle", cx: 600, cy: 240, r: 150, fill: "#b91c1c" },
    { kind: "rect", x: 520, y: 225, w: 160, h: 30, rx: 15, fill: "#ffffff" },
  ]),
  hilfe: wide("Hilfe & Kontakt", "#ede9fe", [
    { kind: "circle", cx: 600, cy: 240, r: 140, fill: "#6d28d9" },
    { kind: "circle", cx: 600, cy: 240, r: 60, fill: "#ede9fe" },
  ]),
  "nicht-gefunden": wide("Hier ist der Einkaufswagen leer", "#f8fafc", [
    { kind: "rect", x: 430, y: 200, w: 340, h: 180, rx: 12, fill: "#94a3b8" },
    { kind: "circle", cx: 480, cy: 420, r: 30, fill: "#475569" },
    { kind: "circle", cx: 720, cy: 420, r: 30, fill: "#475569" },
  ]),
  "og-default": {
    ...wide("Demo Markt", "#0b6e4f", [{ kind: "circle", cx: 600, cy: 250, r: 140, fill: "#e8f3ee" }]),
    caption: "Ihr Supermarkt online",
    textColor: "#ffffff",
  },
};

const svgFiles = (): ReadonlyArray<readonly [string, string]> => [
  ["logo", LOGO],
  ...Object.entries(demoIllustrations).map(([name, i]) => [name, illustrationSvg(i)] as const),
];

export const mediaSeed: SeedArea = {
  name: "media",
  async seed(tx) {
    await tx.query("DELETE FROM media");
    for (const [name, body] of svgFiles()) {
      await tx.query("INSERT INTO media (name, content_type, body, etag) VALUES ($1, $2, $3, $4)", [
        name,
        "image/svg+xml",
        body,
        etagOf(body),
      ]);
    }
  },
};
