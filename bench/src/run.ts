// `npm run bench`: measurements, never part of `npm test`. Each benchmark prints its own numbers.
import { benchStartup } from "./startup.ts";

const startup = await benchStartup();
console.log("\nStart-up (process spawn to the first served page, build excluded)");
console.log(`  first start on an empty data folder (migrations + demo data): ${startup.firstStartMs} ms`);
console.log(`  restart on the existing data folder:                          ${startup.restartMs} ms`);
console.log("\nJavaScript of the first page");
console.log(
  `  ${startup.firstPageJs.files} files, ${(startup.firstPageJs.raw / 1024).toFixed(1)} KiB raw, ` +
    `${(startup.firstPageJs.gzip / 1024).toFixed(1)} KiB gzip`,
);
