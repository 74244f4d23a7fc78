import { SDMX_JSON_MEDIA_TYPE } from "./sdmx-json.ts";
import { SDMX_ML_MEDIA_TYPE } from "./sdmx-ml.ts";

export type Format = "json" | "xml";

/** The media types each format answers to; a `version` parameter must name the version served. */
const FORMATS = [
  // first: the default where Accept takes both equally (issue 37)
  {
    format: "json",
    type: "application/vnd.sdmx.structure+json",
    version: "2.0.0",
    generic: "application/json",
  },
  { format: "xml", type: "application/vnd.sdmx.structure+xml", version: "3.0.0", generic: "application/xml" },
] as const;

export const OFFERED_MEDIA_TYPES = [SDMX_JSON_MEDIA_TYPE, SDMX_ML_MEDIA_TYPE] as const;

interface Range {
  type: string;
  version: string | undefined;
  q: number;
}

/**
 * The format an Accept header asks for (RFC 9110 12.5.1: the highest q, the more specific range
 * deciding for a type), SDMX-JSON where both rank alike; null when it takes neither (406).
 */
export function negotiateFormat(accept: string | undefined): Format | null {
  if (accept === undefined || accept.trim() === "") return "json";
  const ranges = accept.split(",").map(parseRange);
  let best: { format: Format; q: number } | null = null;
  for (const f of FORMATS) {
    const q = qualityOf(f, ranges);
    if (q > 0 && (best === null || q > best.q)) best = { format: f.format, q };
  }
  return best?.format ?? null;
}

function parseRange(part: string): Range {
  const [type = "", ...params] = part.split(";").map((p) => p.trim().toLowerCase());
  const value = (name: string) =>
    params
      .find((p) => p.startsWith(`${name}=`))
      ?.slice(name.length + 1)
      .replace(/^"|"$/g, "");
  const q = Number(value("q") ?? "1");
  return { type, version: value("version"), q: Number.isFinite(q) ? q : 0 };
}

/** The q of the most specific range that takes the format: exact type, then its family, then any. */
function qualityOf(f: (typeof FORMATS)[number], ranges: readonly Range[]): number {
  const exact = ranges.filter(
    (r) => r.type === f.type && (r.version === undefined || r.version === f.version),
  );
  if (exact.length > 0) return Math.max(...exact.map((r) => r.q));
  const explicitOther = ranges.some((r) => r.type === f.type);
  if (explicitOther) return 0;
  const generic = ranges.filter((r) => r.type === f.generic);
  if (generic.length > 0) return Math.max(...generic.map((r) => r.q));
  const family = ranges.filter((r) => r.type === "application/*");
  if (family.length > 0) return Math.max(...family.map((r) => r.q));
  const any = ranges.filter((r) => r.type === "*/*");
  return any.length > 0 ? Math.max(...any.map((r) => r.q)) : 0;
}
