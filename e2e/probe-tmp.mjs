import { chromium } from "@playwright/test";
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element ? e.element.tagName + "." + (e.element.className||"").toString().slice(0,40) + " '" + (e.element.textContent||"").slice(0,30) + "' font=" + getComputedStyle(e.element).fontFamily.slice(0,20) : null, render: Math.round(e.renderTime) });
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp.push({ paint: e.name, t: Math.round(e.startTime) }); }).observe({ type: "paint", buffered: true });
});
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(1000);
console.log(await page.evaluate(() => window.__lcp));
console.log(await page.evaluate(() => [...document.fonts].map(f=>f.family+f.weight+":"+f.status).join(" ")));
await browser.close();
