import { canonicalEncoding } from "@erhdb/domain";

const UTF8 = new TextDecoder("utf-8", { fatal: true });
const LATIN9 = new TextDecoder("iso-8859-15", { fatal: true });

/**
 * A stored text file's characters, read in the encoding it is stored in (decision 13: the upload found it
 * and the bytes are kept as they came). ISO-8859-1 is read byte for byte: the WHATWG decoder of that name
 * is windows-1252, which reads 0x80-0x9F as other characters than the file means. Null for bytes that are
 * no text of their encoding, or an encoding we do not keep.
 */
export function decodeStoredText(bytes: Uint8Array, encoding: string | null): string | null {
  const canonical = canonicalEncoding(encoding ?? "UTF-8");
  try {
    switch (canonical) {
      case "UTF-8":
        return UTF8.decode(bytes);
      case "ISO-8859-1":
        return Buffer.from(bytes).toString("latin1");
      case "ISO-8859-15":
        return LATIN9.decode(bytes);
      default:
        return null;
    }
  } catch {
    return null;
  }
}
