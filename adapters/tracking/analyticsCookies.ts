/** The tag manager's analytics cookies (GA4's _ga, _ga_<stream>, _gid, _gat…): statistics cookies. */
const ANALYTICS_COOKIE = /^(_ga|_ga_[A-Za-z0-9]+|_gid|_gat[A-Za-z0-9_]*)$/;
const IP_ADDRESS = /^[\d.]+$|:/;

/**
 * Statistics consent withdrawn (issue 15 #6): the analytics cookies the tag manager's tags set go
 * with it. They are set on the site's domain or a parent of it, so each is expired on every one.
 */
export const deleteAnalyticsCookies = (doc: Document, hostname: string): ReadonlyArray<string> => {
  const names = doc.cookie
    .split(";")
    .map((part) => part.trim().split("=")[0] ?? "")
    .filter((name) => ANALYTICS_COOKIE.test(name));
  const labels = IP_ADDRESS.test(hostname) ? [] : hostname.split(".");
  const domains = ["", ...labels.slice(0, -1).map((_, i) => `; Domain=${labels.slice(i).join(".")}`)];
  for (const name of names)
    for (const domain of domains) doc.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${domain}`;
  return names;
};
