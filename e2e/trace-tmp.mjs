import { chromium } from "@playwright/test";
const url = process.argv[2]; const token = process.argv[3];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
if (token) { await page.goto(new URL("/erhebungsdatenbank/favicon.svg", url).toString()); await page.evaluate((t) => localStorage.setItem("token", t), token); }
const cdp = await page.context().newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing"] });
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(1500);
const buf = await browser.stopTracing();
const { traceEvents } = JSON.parse(buf.toString());
const main = traceEvents.filter((e) => e.name === "RunTask" && e.dur > 50000);
const nav = traceEvents.find((e) => e.name === "navigationStart")?.ts ?? traceEvents[0].ts;
for (const t of main) {
  const kids = traceEvents.filter((e) => e.tid === t.tid && e.pid === t.pid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && e.dur > (process.env.MIN ?? 5000));
  const desc = kids.map((e) => `${e.name}${e.args?.data?.url ? "(" + e.args.data.url.replace(/.*\//, "") + ")" : ""}${e.args?.data?.functionName ? "[" + e.args.data.functionName + "]" : ""}:${Math.round(e.dur / 1000)}`).slice(0, 40);
  console.log(Math.round((t.ts - nav) / 1000), Math.round(t.dur / 1000), desc.join(" "));
}
await browser.close();
