import { describe, expect, it } from "vitest";
import { chooseFrameBuild } from "../../devtools/frameBuild";

/** A server that serves the frame pages of these builds, with `latest` as today's build. */
const server = (pages: ReadonlyArray<string>, latest: string | null) => {
  const asked: string[] = [];
  return {
    asked,
    served: async (path: string) => {
      asked.push(path);
      return pages.some((id) => path === `/frames/${id}.html`);
    },
    latest: async () => latest,
  };
};

describe("[issue 19 #6] the viewer's frame renders with the recording's build when it is still served", () => {
  it("[issue 19 #6] the recording's build, when its frame page is served, and says so", async () => {
    const s = server(["a1b2c3d4e5f6", "ffff00001111"], "ffff00001111");
    const build = await chooseFrameBuild("a1b2c3d4e5f6", s);
    expect(build).toEqual({
      kind: "recorded",
      build: "a1b2c3d4e5f6",
      recorded: "a1b2c3d4e5f6",
      src: "/frames/a1b2c3d4e5f6.html",
      text: "Rendered with the recording's build a1b2c3d4e5f6",
    });
  });

  it("[issue 19 #6] today's build when the recording's is no longer served, naming both", async () => {
    const build = await chooseFrameBuild("a1b2c3d4e5f6", server(["ffff00001111"], "ffff00001111"));
    expect(build.kind).toBe("today");
    expect(build.src).toBe("/frames/ffff00001111.html");
    expect(build.text).toBe(
      "Rendered with today's build ffff00001111: the recording's build a1b2c3d4e5f6 is no longer served",
    );
  });

  it("[issue 19 #6] a recording that names no build, or a build id that is no id, is rendered with today's", async () => {
    const s = server(["ffff00001111"], "ffff00001111");
    expect((await chooseFrameBuild(null, s)).text).toBe(
      "Rendered with today's build ffff00001111: the recording names no build",
    );
    // A recorded id is data from a shopper's browser: never part of a path unless it is an id.
    const odd = await chooseFrameBuild("../../qa/reports", s);
    expect(odd.src).toBe("/frames/ffff00001111.html");
    expect(s.asked.every((p) => /^\/frames\/[A-Za-z0-9_-]+\.html$/.test(p))).toBe(true);
  });

  it("[issue 19 #6] without any frame page (the development server) the shop's own page in frame mode", async () => {
    const build = await chooseFrameBuild("a1b2c3d4e5f6", server([], null));
    expect(build.src).toBe("/?replay-frame=1");
    expect(build.text).toBe(
      "Rendered with today's build (development server): the recording's build a1b2c3d4e5f6 is no longer served",
    );
  });
});
