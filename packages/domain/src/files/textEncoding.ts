import type { Encoding } from "../codes/genericResourceTypes.ts";
import { DEFAULT_ENCODING } from "../codes/genericResourceTypes.ts";

/**
 * The text encoding of an uploaded file (SPEC 3 "Encoding entry", 2.14; decision 13). The encodings screen
 * lists, per resource type, the encodings its files may have; a type without an entry takes UTF-8. The
 * file's bytes are kept as they came: the server finds their encoding, refuses one the type does not
 * list, and stores and serves the file with the one it found (so a download is byte-identical).
 */

/** What the server reads off a text file's bytes while it streams in. */
export interface TextProfile {
  /** the byte order mark at the start, if any */
  bom: "UTF-8" | "UTF-16" | null;
  /** the encoding name an XML declaration gives, as written; null without one (and for other text) */
  declared: string | null;
  /** every byte is below 0x80 */
  ascii: boolean;
  /** the bytes are well-formed UTF-8 */
  validUtf8: boolean;
}

export type EncodingVerdict =
  | { encoding: Encoding }
  /** the file is in an encoding the type does not list (or none of ours) */
  | { refused: "notAllowed"; found: string; allowed: readonly Encoding[] }
  /** the bytes are not valid in the encoding the file declares (or, for XML without one, UTF-8) */
  | { refused: "invalid"; found: Encoding };

const ALIASES: Readonly<Record<string, Encoding>> = {
  utf8: "UTF-8",
  iso88591: "ISO-8859-1",
  latin1: "ISO-8859-1",
  l1: "ISO-8859-1",
  isoir100: "ISO-8859-1",
  iso885915: "ISO-8859-15",
  latin9: "ISO-8859-15",
  l9: "ISO-8859-15",
};

/** 'utf8', 'ISO_8859-1', 'latin1' → the canonical name; null for an encoding we do not keep. */
export function canonicalEncoding(name: string): Encoding | null {
  return ALIASES[name.toLowerCase().replace(/[^a-z0-9]/g, "")] ?? null;
}

/** The encodings the screen lists for the type, in their order; UTF-8 when it lists none. */
export function encodingsOfType(
  entries: readonly { restype: string; encoding: string }[],
  type: string,
): Encoding[] {
  const listed = entries
    .filter((e) => e.restype === type)
    .map((e) => canonicalEncoding(e.encoding))
    .filter((e): e is Encoding => e !== null);
  return listed.length > 0 ? [...new Set(listed)] : [DEFAULT_ENCODING];
}

/**
 * The encoding of a text file, checked against the type's list. A BOM or an XML declaration says it;
 * without either, ASCII fits any listed encoding (the first is taken), other valid UTF-8 is UTF-8, and
 * the rest is one of the ISO encodings if the type lists one. XML without a declaration must be UTF-8
 * (XML 1.0, 4.3.3).
 */
export function resolveTextEncoding(
  profile: TextProfile,
  allowed: readonly Encoding[],
  xml: boolean,
): EncodingVerdict {
  const listed = (encoding: Encoding): EncodingVerdict =>
    allowed.includes(encoding) ? { encoding } : { refused: "notAllowed", found: encoding, allowed };
  const named = profile.bom === "UTF-16" ? "UTF-16" : profile.bom === "UTF-8" ? "UTF-8" : profile.declared;
  if (named !== null) {
    const encoding = canonicalEncoding(named);
    if (encoding === null) return { refused: "notAllowed", found: named, allowed };
    if (encoding === "UTF-8" && !profile.validUtf8) return { refused: "invalid", found: encoding };
    return listed(encoding);
  }
  if (profile.ascii) return { encoding: allowed[0] ?? DEFAULT_ENCODING };
  if (profile.validUtf8) return listed("UTF-8");
  if (xml) return { refused: "invalid", found: "UTF-8" };
  const iso = allowed.find((e) => e !== "UTF-8");
  return iso ? { encoding: iso } : { refused: "invalid", found: "UTF-8" };
}
