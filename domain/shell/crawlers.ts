/**
 * Search-engine and link-preview crawlers (document 1 §2: "Search-crawler visitors get no error
 * page"). Matched as whole tokens of the user agent, case-insensitively, so a browser whose agent
 * merely mentions a word like "bot" inside another word is not taken for one.
 */
const CRAWLER_TOKENS = [
  "Googlebot",
  "Google-InspectionTool",
  "Storebot-Google",
  "AdsBot-Google",
  "bingbot",
  "DuckDuckBot",
  "YandexBot",
  "Baiduspider",
  "Applebot",
  "facebookexternalhit",
  "Twitterbot",
  "LinkedInBot",
  "Slurp",
] as const;

const CRAWLER_PATTERN = new RegExp(`(^|[^a-z0-9-])(${CRAWLER_TOKENS.join("|")})([^a-z0-9-]|$)`, "i");

/** Whether a user agent is one of the known crawlers. */
export const isCrawler = (userAgent: string): boolean => CRAWLER_PATTERN.test(userAgent);
