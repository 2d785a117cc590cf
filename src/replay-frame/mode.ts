/**
 * The shop boots as the recording viewer's frame (issue 19 #6) on a build's frame page
 * (`/frames/{build}.html`, a copy of index.html the build writes: scripts/build-info.ts), or with
 * `?replay-frame=1` under the development server, which has no such copies.
 */
export const isReplayFrame = (location: { readonly pathname: string; readonly search: string }): boolean =>
  /^\/frames\/[A-Za-z0-9_-]+\.html$/.test(location.pathname) ||
  new URLSearchParams(location.search).get("replay-frame") === "1";
