import { describe, expect, it } from "vitest";
import { fontPreloadTags } from "./preload-fonts.ts";

const BASE = "/erhebungsdatenbank/";
const bundle = [
  "assets/index-abc123.js",
  "assets/roboto-latin-700-normal-ccc333.woff2",
  "assets/roboto-latin-500-normal-bbb222.woff2",
  "assets/roboto-latin-400-normal-aaa111.woff2",
  "assets/roboto-latin-400-normal-aaa111.woff",
];

describe("fontPreloadTags (index.html's font preloads)", () => {
  it("preloads the WOFF2 files of the regular and medium weights under the app's base, in CORS mode", () => {
    expect(fontPreloadTags(bundle, BASE).map((tag) => tag.attrs)).toEqual([
      {
        rel: "preload",
        href: "/erhebungsdatenbank/assets/roboto-latin-400-normal-aaa111.woff2",
        as: "font",
        type: "font/woff2",
        crossorigin: "",
      },
      {
        rel: "preload",
        href: "/erhebungsdatenbank/assets/roboto-latin-500-normal-bbb222.woff2",
        as: "font",
        type: "font/woff2",
        crossorigin: "",
      },
    ]);
  });

  it("stops the build when a font the first screen needs is not in the bundle", () => {
    expect(() =>
      fontPreloadTags(
        bundle.filter((f) => !f.includes("-500-")),
        BASE,
      ),
    ).toThrow(/no font matches .*500/);
  });
});
