/**
 * Which build renders the shop in the viewer's frame (issue 19 #6): the one the recording names
 * (the running build its state identified) when that build's frame page is still served, else
 * today's. A build's frame page is `frames/{id}.html` (scripts/build-info.ts); under the
 * development server, which has none, the shop's own page in frame mode.
 */
export interface FrameBuild {
  /** Whose build it is. */
  readonly kind: "recorded" | "today";
  /** The build shown (null: the development server's, which has no id). */
  readonly build: string | null;
  /** The build the recording names (null: none). */
  readonly recorded: string | null;
  readonly src: string;
  /** What the viewer says about it. */
  readonly text: string;
}

const BUILD_ID = /^[A-Za-z0-9_-]{1,64}$/;
const framePage = (id: string) => `/frames/${id}.html`;

export const chooseFrameBuild = async (
  recordedBuild: string | null,
  options: {
    /** Whether the server answers this page (a HEAD request's 200). */
    readonly served: (path: string) => Promise<boolean>;
    /** Today's build id (builds/latest.json), null when there is none. */
    readonly latest: () => Promise<string | null>;
  },
): Promise<FrameBuild> => {
  const recorded = recordedBuild !== null && BUILD_ID.test(recordedBuild) ? recordedBuild : null;
  if (recorded !== null && (await options.served(framePage(recorded))))
    return {
      kind: "recorded",
      build: recorded,
      recorded,
      src: framePage(recorded),
      text: `Rendered with the recording's build ${recorded}`,
    };
  const latest = await options.latest().catch(() => null);
  const today = latest !== null && BUILD_ID.test(latest) ? latest : null;
  const served = today !== null && (await options.served(framePage(today)));
  const why =
    recorded === null
      ? "the recording names no build"
      : `the recording's build ${recorded} is no longer served`;
  return {
    kind: "today",
    build: served ? today : null,
    recorded,
    src: served && today !== null ? framePage(today) : "/?replay-frame=1",
    text: `Rendered with today's build ${served ? today : "(development server)"}: ${why}`,
  };
};
