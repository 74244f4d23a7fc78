import { chromium } from "@playwright/test";
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(1000);
const { profile } = await cdp.send("Profiler.stop");
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(); const dt = profile.timeDeltas; 
// self time by url, and by "top-level module evaluation" (stack contains a frame with empty functionName at module level)
const selfUrl = new Map(); const selfTop = new Map(); const inclTop = new Map();
profile.samples.forEach((id, i) => {
  const d = (dt[i + 1] ?? 0) / 1000; const n = byId.get(id);
  const u = (n.callFrame.url || n.callFrame.functionName).replace(/.*\//, "");
  selfUrl.set(u, (selfUrl.get(u) ?? 0) + d);
  // walk up: find outermost frame that is module top-level ('' function name with url)
  let cur = id, top = null; while (cur) { const c = byId.get(cur).callFrame; if (c.functionName === "" && c.url && c.lineNumber === 0 && c.columnNumber === 0) top = c.url.replace(/.*\//, "") ; cur = parent.get(cur); }
  if (top) inclTop.set(top, (inclTop.get(top) ?? 0) + d);
  if (top) { const k = top.slice(0,12) + " > " + (n.callFrame.functionName || "(anon)") + "@" + (n.callFrame.url||"").replace(/.*\//, "").slice(0,14) + ":" + n.callFrame.lineNumber + ":" + n.callFrame.columnNumber; selfTop.set(k, (selfTop.get(k) ?? 0) + d); }
});
const show = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${k} ${v.toFixed(1)}`).join("\n");
console.log("SELF by url (ms, unthrottled)\n" + show(selfUrl)); console.log("\nSELF under top\n" + [...selfTop].sort((a,b)=>b[1]-a[1]).slice(0,30).map(([k,v])=>k+" "+v.toFixed(1)).join("\n")); console.log("\nINCLUSIVE under module top-level\n" + show(inclTop));
await browser.close();
