import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "./env";

/**
 * The policy of every answer that sets none of its own (JSON, files, error pages): it loads nothing
 * and is never framed. The shop's pages set theirs (server/static/csp.ts), the payment provider's
 * page its own (server/checkout/psp-page.ts); a header an answer set itself is kept.
 */
const NOTHING_POLICY = { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] };

const headers = secureHeaders({
  overwrite: false,
  contentSecurityPolicy: NOTHING_POLICY,
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
  // Without includeSubDomains: the retailer's other hosts are not this server's to pin to HTTPS.
  strictTransportSecurity: "max-age=15552000",
  // Only what the shop may use (the store finder's position, the browser's payment sheet), on its own origin.
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: ["self"],
    payment: ["self"],
    usb: [],
    serial: [],
    midi: [],
    magnetometer: [],
    gyroscope: [],
    accelerometer: [],
    displayCapture: [],
  },
});

/**
 * Security headers on every answer (issue 16 #4), and `Cache-Control: no-store` on JSON answers
 * that declare no caching of their own: carts, customers, orders and sessions are personal, and an
 * answer that is fit for a shared cache says so itself.
 */
export const securityHeaders = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await headers(c, async () => {
    await next();
    const type = c.res.headers.get("content-type") ?? "";
    if (type.startsWith("application/json") && !c.res.headers.has("cache-control"))
      c.res.headers.set("Cache-Control", "no-store");
  });
};
