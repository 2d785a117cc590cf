/*
 * The tenant's account settings on the server. Not part of the client's runtime config: the client
 * learns the outcome from the answers (202 confirmation sent, 200 logged in).
 */

/** Double opt-in: a registration opens its account only after the mailed link is followed (on in the demo). */
export const DOUBLE_OPT_IN = process.env.ACCOUNT_DOUBLE_OPT_IN !== "0";

/**
 * The webview's reCAPTCHA bypass key (document 1 §6): the native app passes it in the query
 * (bypassRecaptchaKey) because it cannot show the widget.
 */
export const RECAPTCHA_BYPASS_KEY = process.env.RECAPTCHA_BYPASS_KEY ?? "demo-webview-bypass";

/** Failed logins counted over this window; more than the limit locks for the rest of the window. */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;
/** Per account (any address): the 11th attempt after 10 failures is refused. */
export const ACCOUNT_FAILURE_LIMIT = 10;
/**
 * Per client address (any account): higher than per account, so a few shoppers behind one address
 * who mistype do not lock each other out, while trying many accounts from one address is stopped.
 */
export const ADDRESS_FAILURE_LIMIT = 30;

export const CONFIRM_TOKEN_SECONDS = 48 * 60 * 60;
export const RESET_TOKEN_SECONDS = 60 * 60;
export const ACTIVATE_TOKEN_SECONDS = 24 * 60 * 60;
