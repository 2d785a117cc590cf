import { Either, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { TextProps } from "../../domain/content/blocks";
import { IframeProps, ScriptProps, VideoProps } from "../../domain/content/embeddedBlocks";

const valid = (schema: Schema.Schema.AnyNoContext, props: unknown) =>
  Either.isRight(Schema.decodeUnknownEither(schema)(props));

const frame = {
  src: "https://maps.example/embed?x=1",
  title: "Karte",
  width: 800,
  height: 450,
  consent: "marketing",
};

describe("embedded block props (issue 14): a malformed block renders nothing", () => {
  it("[issue 14] an iframe loads only an https address; javascript:, data:, http and paths are malformed", () => {
    expect(valid(IframeProps, frame)).toBe(true);
    for (const src of [
      "javascript:alert(1)",
      "data:text/html,x",
      "http://maps.example/",
      "/karte",
      "https://",
    ])
      expect(valid(IframeProps, { ...frame, src }), src).toBe(false);
  });

  it("[issue 14] an iframe needs a title, a width and a height (nothing shifts) and a consent category", () => {
    expect(valid(IframeProps, { ...frame, title: "  " })).toBe(false);
    const { width: _w, ...noWidth } = frame;
    expect(valid(IframeProps, noWidth)).toBe(false);
    expect(valid(IframeProps, { ...frame, height: 0 })).toBe(false);
    expect(valid(IframeProps, { ...frame, consent: "necessary" })).toBe(false);
  });

  it("[issue 14] an iframe's sandbox may only be widened by forms, popups and same origin, never top navigation", () => {
    expect(valid(IframeProps, { ...frame, allow: ["allow-forms", "allow-popups"] })).toBe(true);
    expect(valid(IframeProps, { ...frame, allow: ["allow-top-navigation"] })).toBe(false);
  });

  it("[issue 14] a video plays from an https player address with a title and a consent category", () => {
    const video = {
      embedUrl: "https://video.example/embed/1",
      title: "Lager",
      width: 640,
      height: 360,
      consent: "marketing",
    };
    expect(valid(VideoProps, video)).toBe(true);
    expect(valid(VideoProps, { ...video, embedUrl: "http://video.example/embed/1" })).toBe(false);
    expect(valid(VideoProps, { ...video, title: "" })).toBe(false);
  });

  it("[issue 14] a script block loads an https source only (no inline code) into a well-formed container id", () => {
    const script = {
      src: "https://widgets.example/jobs.js",
      consent: "statistic",
      label: "Stellen",
      containerId: "jobs",
    };
    expect(valid(ScriptProps, script)).toBe(true);
    expect(valid(ScriptProps, { ...script, src: "javascript:alert(1)" })).toBe(false);
    expect(valid(ScriptProps, { ...script, containerId: '"><img onerror=x>' })).toBe(false);
  });

  it("[issue 14] the text block keeps its plain text and takes rich text as html", () => {
    expect(Schema.decodeUnknownSync(TextProps)({ text: "Hallo" })).toEqual({ text: "Hallo" });
    expect(Schema.decodeUnknownSync(TextProps)({ html: "<p>Hallo</p>" })).toEqual({ html: "<p>Hallo</p>" });
    expect(valid(TextProps, {})).toBe(false);
  });
});
