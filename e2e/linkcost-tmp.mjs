import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage();
await page.route("**/blank", r => r.fulfill({ body: "<html><head></head><body></body></html>", contentType: "text/html" })); await page.goto("http://localhost:8199/erhebungsdatenbank/blank");
const urls = JSON.parse(await (await fetch("http://localhost:8199/erhebungsdatenbank/surveys")).text().then(t => /id="page-shell-start">(.*?)<\/script>/.exec(t)[1])).modules;
for (const kind of ["modulepreload", "preload", "prefetch"]) {
  const ms = await page.evaluate(([urls, kind]) => {
    const t0 = performance.now();
    for (const u of urls) { const l = document.createElement("link"); l.rel = kind; if (kind==="preload") l.as="script"; l.crossOrigin = ""; l.href = u + "?" + kind; document.head.append(l); }
    return performance.now() - t0;
  }, [urls, kind]);
  console.log(kind, urls.length, ms.toFixed(2), "ms");
}
await browser.close();
