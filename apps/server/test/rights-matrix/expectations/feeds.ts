import { BASE_PATH } from "@erhdb/domain";
import { type MatrixRow, row } from "../rows.ts";
import { everyone } from "../who.ts";

/** The Atom feeds of the public events beside the API (issue 38, decision 43): public, with or without a session. */
const feed = (operation: string, path: string) =>
  row({
    operation: `GET /feeds/${operation}`,
    writes: false,
    allowed: everyone,
    call: () => ({ method: "GET", url: `${BASE_PATH}/feeds/${path}`, besideApi: true }),
  });

export const FEED_ROWS: MatrixRow[] = [
  feed("events.atom", "events.atom"),
  feed("statistic/{statisticId}.atom", "statistic/2110.atom"),
];
