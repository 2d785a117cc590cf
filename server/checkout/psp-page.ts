import type { PayOptions } from "./psp-methods";

/**
 * The HTML of the reference server's test payment provider: a plain page outside the SPA, with no
 * script, so it works (and is reviewed) on its own. Every value placed in it goes through `escape`.
 */

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = `
  :root { color-scheme: light dark; --fg: #1b1b1f; --muted: #55555f; --bg: #f3f4f6; --card: #fff;
    --line: #d6d7dc; --accent: #0b5d1e; --accent-fg: #fff; --warn-bg: #fff4ce; --warn-fg: #5c4400; --focus: #1a56db; }
  @media (prefers-color-scheme: dark) {
    :root { --fg: #f1f1f4; --muted: #b9b9c3; --bg: #16171b; --card: #22242a; --line: #3a3d45;
      --accent: #3fb75f; --accent-fg: #0d1a10; --warn-bg: #3d3210; --warn-fg: #ffe7a3; --focus: #8ab4ff; }
  }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem;
    font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
  main { width: 100%; max-width: 28rem; background: var(--card); border: 1px solid var(--line);
    border-radius: 0.75rem; padding: 1.75rem; box-shadow: 0 0.25rem 1.5rem rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.375rem; line-height: 1.3; margin: 0 0 0.5rem; }
  .note { margin: 0 0 1.25rem; padding: 0.5rem 0.75rem; border-radius: 0.5rem; background: var(--warn-bg);
    color: var(--warn-fg); font-weight: 600; }
  dl { margin: 0 0 1.5rem; display: grid; gap: 0.75rem; }
  dl div { display: flex; justify-content: space-between; gap: 1rem; border-bottom: 1px solid var(--line); padding-bottom: 0.5rem; }
  dt { color: var(--muted); }
  dd { margin: 0; font-weight: 600; text-align: right; overflow-wrap: anywhere; }
  .amount { font-size: 1.5rem; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
  .actions form { flex: 1 1 10rem; margin: 0; }
  button, .link { display: inline-flex; align-items: center; justify-content: center; width: 100%; min-height: 2.75rem;
    padding: 0.5rem 1rem; border-radius: 0.5rem; font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
  .pay { background: var(--accent); color: var(--accent-fg); border: 2px solid var(--accent); }
  .decline, .link { background: transparent; color: var(--fg); border: 2px solid var(--line); }
  button:hover { filter: brightness(1.08); }
  button:focus-visible, .link:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
  .choices { border: 1px solid var(--line); border-radius: 0.5rem; margin: 0 0 0.75rem; padding: 0.5rem 0.75rem; }
  .choice { display: flex; gap: 0.5rem; align-items: flex-start; padding: 0.375rem 0; }
  .choice input { margin-top: 0.3rem; }
  .hint { margin: 1.25rem 0 0; color: var(--muted); font-size: 0.875rem; }
`;

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  "Cache-Control": "no-store",
  "Referrer-Policy": "same-origin",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
};

export const pageHeaders = (): Record<string, string> => ({
  ...SECURITY_HEADERS,
  "Content-Type": "text/html; charset=utf-8",
});

const layout = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main aria-labelledby="title">
${body}
</main>
</body>
</html>
`;

export interface PayPageInput {
  readonly paymentId: string;
  readonly formToken: string;
  /** What the provider charges, formatted ("12,34 €"). */
  readonly amount: string;
  /** The order total and the part gift cards cover, when they cover some. */
  readonly giftCards?: { readonly total: string; readonly covered: string } | undefined;
  readonly method: string;
  /** What to pay with (test cards, saved methods) and whether the method may be saved (./psp-methods). */
  readonly options?: PayOptions | undefined;
}

/** The approve form's choices: what to pay with, and saving it for the next orders. */
const choices = (o: PayOptions | undefined): string =>
  o === undefined
    ? ""
    : `<fieldset class="choices"><legend>Pay with</legend>
${o.choices
  .map(
    (c, i) =>
      `<label class="choice"><input type="radio" form="pay-form" name="card" id="card-${i}" value="${escapeHtml(c.value)}"${c.checked ? " checked" : ""}> ${escapeHtml(c.label)}</label>`,
  )
  .join("\n")}
</fieldset>${
        o.canSave
          ? `
<label class="choice"><input type="checkbox" form="pay-form" name="saveMethod" value="true"> Save this payment method for my next orders</label>
<label class="choice"><input type="checkbox" form="pay-form" name="setPrimary" value="true"> Make it my primary payment method</label>`
          : ""
      }`;

const form = (paymentId: string, action: "approve" | "decline", token: string, label: string) =>
  `<form method="post" action="/psp/pay/${encodeURIComponent(paymentId)}/${action}"${action === "approve" ? ' id="pay-form"' : ""}>
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" class="${action === "approve" ? "pay" : "decline"}" aria-describedby="amount">${label}</button>
</form>`;

export const payPage = (p: PayPageInput): string =>
  layout(
    "Test payment provider — no real money moves",
    `<h1 id="title">Test payment provider</h1>
<p class="note" role="note">No real money moves: this page stands in for a payment provider.</p>
<dl>
<div><dt>Amount</dt><dd class="amount" id="amount">${escapeHtml(p.amount)}</dd></div>
${
  p.giftCards
    ? `<div><dt>Order total</dt><dd>${escapeHtml(p.giftCards.total)}</dd></div>
<div><dt>Covered by gift cards</dt><dd>${escapeHtml(p.giftCards.covered)}</dd></div>`
    : ""
}<div><dt>Method</dt><dd>${escapeHtml(p.method)}</dd></div>
<div><dt>Payment reference</dt><dd><code>${escapeHtml(p.paymentId)}</code></dd></div>
</dl>
${choices(p.options)}
<div class="actions">
${form(p.paymentId, "approve", p.formToken, "Pay")}
${form(p.paymentId, "decline", p.formToken, "Decline")}
</div>
<p class="hint">Pay approves the payment, Decline refuses it. Either way you return to the shop.</p>`,
  );

/** An error page: what went wrong and a way back to the shop. */
export const errorPage = (heading: string, message: string): string =>
  layout(
    `${heading} — Test payment provider`,
    `<h1 id="title">${escapeHtml(heading)}</h1>
<p class="note" role="note">Test payment provider — no real money moves.</p>
<p>${escapeHtml(message)}</p>
<p><a class="link" href="/">Back to the shop</a></p>`,
  );
