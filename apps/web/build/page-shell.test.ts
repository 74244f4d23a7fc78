import { describe, expect, it } from "vitest";
import { shellPage, startDataOf as startData, TITLED_SCREENS } from "./page-shell.ts";

const VITE_HTML = `<!doctype html>
<html lang="de">
  <head>
    <title>Erhebungsdatenbank</title>
    <script type="module" crossorigin src="/erhebungsdatenbank/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/erhebungsdatenbank/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/erhebungsdatenbank/assets/libraries-ghi.js">
    <link rel="stylesheet" crossorigin href="/erhebungsdatenbank/assets/libraries-jkl.css">
  </head>
  <body>
    <div id="root"><header><!--page-shell-bar--></header><main><!--page-shell-title--></main></div>
  </body>
</html>`;
const BOOT = "/erhebungsdatenbank/assets/boot-xyz.js";

describe("shellPage (index.html as sent)", () => {
  const page = shellPage(VITE_HTML, BOOT);

  it("hands the entry and its preloads to the boot script instead of fetching them before the first paint", () => {
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain("modulepreload");
    expect(startData(page)).toEqual({
      entry: "/erhebungsdatenbank/assets/index-abc.js",
      modules: ["/erhebungsdatenbank/assets/react-def.js", "/erhebungsdatenbank/assets/libraries-ghi.js"],
      storage: { lang: "lang", theme: "theme" },
      languages: ["de", "en"],
      darkTheme: "2",
    });
    // a classic script in <head>: it sets the language and theme before the shell is painted
    expect(page).toMatch(
      /<\/title>\s*<script type="application\/json"[\s\S]*<script src="[^"]+boot-xyz\.js"><\/script>/,
    );
    expect(page.indexOf("boot-xyz.js")).toBeLessThan(page.indexOf("<body>"));
    expect(page).toContain(
      '<link rel="stylesheet" crossorigin href="/erhebungsdatenbank/assets/libraries-jkl.css">',
    );
  });

  it("writes the product's name into the app bar in both languages and leaves the title's place empty", () => {
    expect(page).toContain(
      '<header><div><span lang="de">Erhebungsdatenbank</span><span lang="en">Erhebungsdatenbank</span></div></header>',
    );
    expect(page).toContain("<main><!--page-shell-title--></main>");
  });

  it("stops the build when Vite's page has no entry script or more than one", () => {
    const withoutEntry = VITE_HTML.replace(/<script type="module"[^>]*><\/script>/, "");
    expect(() => shellPage(withoutEntry, BOOT)).toThrow(/one entry script.*found 0/);
    const twoEntries = VITE_HTML.replace(
      "</title>",
      '</title><script type="module" crossorigin src="/b.js"></script>',
    );
    expect(() => shellPage(twoEntries, BOOT)).toThrow(/found 2/);
    expect(() => shellPage(VITE_HTML.replace("<!--page-shell-bar-->", ""), BOOT)).toThrow(/page-shell-bar/);
  });
});

describe("shellPage of a titled screen", () => {
  const page = shellPage(VITE_HTML, BOOT);

  it("shows the screen's title as the app shows it: in the app bar after the product, and as the h1", () => {
    const surveys = shellPage(VITE_HTML, BOOT, "/surveys");
    expect(surveys).toContain(
      '<header><div><span lang="de">Erhebungsdatenbank – Erhebungen</span><span lang="en">Erhebungsdatenbank – Surveys</span></div></header>',
    );
    expect(surveys).toContain(
      '<main><h1><span lang="de">Erhebungen</span><span lang="en">Surveys</span></h1></main>',
    );
    expect(startData(surveys)).toEqual(startData(page));
  });

  it("hands the screen's code to the boot script after the entry's imports, each file once", () => {
    const evas = shellPage(VITE_HTML, BOOT, "/evas", [
      "/erhebungsdatenbank/assets/libraries-ghi.js",
      "/erhebungsdatenbank/assets/table-mno.js",
      "/erhebungsdatenbank/assets/evas-pqr.js",
    ]);
    expect(startData(evas).modules).toEqual([
      "/erhebungsdatenbank/assets/react-def.js",
      "/erhebungsdatenbank/assets/libraries-ghi.js",
      "/erhebungsdatenbank/assets/table-mno.js",
      "/erhebungsdatenbank/assets/evas-pqr.js",
    ]);
    expect(startData(evas).entry).toBe("/erhebungsdatenbank/assets/index-abc.js");
  });

  it("stops the build when a screen's code imports the entry: fetching it early would start the app early", () => {
    expect(() =>
      shellPage(VITE_HTML, BOOT, "/evas", [
        "/erhebungsdatenbank/assets/index-abc.js",
        "/erhebungsdatenbank/assets/evas-pqr.js",
      ]),
    ).toThrow(/code of \/evas imports the entry/);
  });

  it("has a title in both languages for every titled screen, and refuses a path that is no screen", () => {
    for (const path of TITLED_SCREENS)
      expect(shellPage(VITE_HTML, BOOT, path)).toMatch(/<h1><span lang="de">[^<]+<\/span>/);
    expect(() => shellPage(VITE_HTML, BOOT, "/nowhere")).toThrow(/not a screen/);
  });
});
