import { isAscii, isUtf8 } from "node:buffer";
import { TextDecoder } from "node:util";
import type { Encoding, EncodingVerdict, FileContentKind, TextProfile } from "@erhdb/domain";
import { resolveTextEncoding } from "@erhdb/domain";
import { fileTypeFromBuffer } from "file-type";
import { SaxesParser } from "saxes";

/**
 * Proves that a file's bytes are what its name says (decision 13), while they stream in: the magic
 * number by `file-type`, XML well-formedness by `saxes`, text as text, and the text encoding against
 * the ones the type allows. A ZIP's central directory is read afterwards from the stored chunks
 * (zip-entries.ts), since it sits at the end of the file.
 */
export type ContentProblem =
  | { kind: "empty" }
  /** the bytes are another format than the name says; `found` names it when file-type knows it */
  | { kind: "format"; found: string | null }
  /** XML that does not parse; the parser's message with line and column */
  | { kind: "xml"; reason: string }
  | { kind: "encoding"; verdict: Exclude<EncodingVerdict, { encoding: Encoding }> };

export type InspectionResult =
  | { ok: true; encoding: Encoding | null }
  | { ok: false; problem: ContentProblem };

export interface InspectionPlan {
  /** what the bytes must be; "any" checks only that the file is not empty */
  content: FileContentKind | "any";
  /** the encodings the type allows; null when the type carries no encoding */
  encodings: readonly Encoding[] | null;
}

/** file-type reads this much of a file's start. */
const HEAD_BYTES = 4100;
/** An XML declaration stands in the first bytes; this much is enough to read it. */
const DECLARATION_BYTES = 1024;

/** Formats that are ZIP archives inside (an office document renamed .zip is still a readable ZIP). */
const ZIP_MIMES = new Set(["application/zip", "application/java-archive", "application/epub+zip"]);

function isZipFormat(mime: string): boolean {
  return (
    ZIP_MIMES.has(mime) ||
    mime.startsWith("application/vnd.openxmlformats-officedocument.") ||
    mime.startsWith("application/vnd.oasis.opendocument.")
  );
}

/** What file-type may say of a text or XML file: nothing, or a format written as text. */
function isTextual(mime: string): boolean {
  return mime.startsWith("text/") || mime === "application/xml" || mime.endsWith("+xml");
}

export class ContentInspector {
  private readonly plan: InspectionPlan;
  private head = Buffer.alloc(0);
  private size = 0;
  private ascii = true;
  private nul = false;
  /** UTF-8 validity, checked per piece with the unfinished sequence at a piece's end carried over */
  private utf8 = true;
  private utf8Carry = Buffer.alloc(0);
  private bom: TextProfile["bom"] = null;
  private declared: string | null = null;
  private xml: XmlCheck | null = null;
  /** bytes held until the XML declaration can be read */
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(plan: InspectionPlan) {
    this.plan = plan;
  }

  /** Sees the next piece of the file; synchronous, so the upload's pace stays the database's. */
  write(piece: Buffer): void {
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, piece.subarray(0, HEAD_BYTES - this.head.length)]);
    }
    this.size += piece.length;
    const { content } = this.plan;
    if (content !== "xml" && content !== "text") return;
    if (this.ascii && !isAscii(piece)) this.ascii = false;
    if (!this.nul && piece.includes(0)) this.nul = true;
    this.checkUtf8(piece);
    if (content === "xml") this.feedXml(piece);
  }

  async finish(): Promise<InspectionResult> {
    if (this.size === 0) return { ok: false, problem: { kind: "empty" } };
    const { content } = this.plan;
    if (content === "any") return { ok: true, encoding: null };
    const found = await fileTypeFromBuffer(this.head);
    if (content === "pdf") return found?.ext === "pdf" ? this.passed(null) : this.format(found?.ext);
    if (content === "zip")
      return found && isZipFormat(found.mime) ? this.passed(null) : this.format(found?.ext);
    if (found && !isTextual(found.mime)) return this.format(found.ext);
    if (this.utf8Carry.length > 0) this.utf8 = false;
    if (content === "text") {
      if (this.nul) return this.format(null);
      this.bom = bomOf(this.head);
      return this.withEncoding(false);
    }
    const check = this.xml ?? this.startXml();
    const xmlProblem = check.finish();
    if (xmlProblem === null) return this.withEncoding(true);
    // bytes that do not decode are an encoding problem, whatever the parser made of them
    if (check.decodingFailed && this.plan.encodings) return this.withEncoding(true);
    return { ok: false, problem: { kind: "xml", reason: xmlProblem } };
  }

  private withEncoding(xml: boolean): InspectionResult {
    if (this.plan.encodings === null) return this.passed(null);
    const verdict = resolveTextEncoding(
      { bom: this.bom, declared: this.declared, ascii: this.ascii, validUtf8: this.utf8 },
      this.plan.encodings,
      xml,
    );
    return "encoding" in verdict
      ? this.passed(verdict.encoding)
      : { ok: false, problem: { kind: "encoding", verdict } };
  }

  private passed(encoding: Encoding | null): InspectionResult {
    return { ok: true, encoding };
  }

  private format(found: string | undefined | null): InspectionResult {
    return { ok: false, problem: { kind: "format", found: found ?? null } };
  }

  private checkUtf8(piece: Buffer): void {
    if (!this.utf8) return;
    const joined = this.utf8Carry.length > 0 ? Buffer.concat([this.utf8Carry, piece]) : piece;
    const cut = joined.length - unfinishedUtf8Tail(joined);
    if (!isUtf8(joined.subarray(0, cut))) this.utf8 = false;
    this.utf8Carry = Buffer.from(joined.subarray(cut));
  }

  private feedXml(piece: Buffer): void {
    if (this.xml) {
      this.xml.write(piece);
      return;
    }
    this.pending.push(piece);
    this.pendingBytes += piece.length;
    if (this.pendingBytes >= DECLARATION_BYTES) this.startXml();
  }

  /** Reads BOM and declaration off the held start, then starts the parser with the encoding they say. */
  private startXml(): XmlCheck {
    const start = Buffer.concat(this.pending);
    this.pending = [];
    this.bom = bomOf(start);
    this.declared = this.bom ? null : declaredEncoding(start);
    const check = new XmlCheck(decoderLabel(start, this.bom, this.declared));
    check.write(start);
    this.xml = check;
    return check;
  }
}

/** The length of an unfinished multi-byte sequence at the end (0 to 3 bytes), to check with the next piece. */
function unfinishedUtf8Tail(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? back : 0;
  }
  return 0;
}

function bomOf(start: Buffer): TextProfile["bom"] {
  if (start[0] === 0xef && start[1] === 0xbb && start[2] === 0xbf) return "UTF-8";
  if ((start[0] === 0xff && start[1] === 0xfe) || (start[0] === 0xfe && start[1] === 0xff)) return "UTF-16";
  return null;
}

/** The encoding an XML declaration names (`<?xml version="1.0" encoding="ISO-8859-1"?>`), else null. */
function declaredEncoding(start: Buffer): string | null {
  const text = start.toString("latin1");
  const declaration = /^\s*<\?xml\s[^?]*\?>/.exec(text)?.[0];
  return declaration ? (/encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(declaration)?.[1] ?? null) : null;
}

/** The WHATWG decoder label for the file: UTF-16 by its BOM, the declared encoding, else UTF-8. */
function decoderLabel(start: Buffer, bom: TextProfile["bom"], declared: string | null): string {
  if (bom === "UTF-16") return start[0] === 0xff ? "utf-16le" : "utf-16be";
  return declared ?? "utf-8";
}

/** saxes over the decoded text; the first error ends the check. */
class XmlCheck {
  private readonly parser = new SaxesParser({ xmlns: false });
  private readonly decoder: TextDecoder | null;
  private problem: string | null = null;
  private root = false;
  decodingFailed = false;

  constructor(label: string) {
    this.decoder = newDecoder(label);
    if (!this.decoder) this.problem = `unknown encoding ${label}`;
    this.parser.on("error", (error) => {
      this.problem ??= error.message;
    });
    this.parser.on("opentagstart", () => {
      this.root = true;
    });
  }

  write(piece: Buffer): void {
    if (this.problem !== null || !this.decoder) return;
    try {
      this.parser.write(this.decoder.decode(piece, { stream: true }));
    } catch {
      this.decodingFailed = true;
      this.problem ??= "bytes that do not fit the encoding";
    }
  }

  /** null when the whole file was well-formed XML with a root element, else why not */
  finish(): string | null {
    if (this.problem === null && this.decoder) {
      try {
        this.parser.write(this.decoder.decode());
        this.parser.close();
      } catch {
        this.decodingFailed = true;
        this.problem ??= "bytes that do not fit the encoding";
      }
    }
    if (this.problem === null && !this.root) this.problem = "no root element";
    return this.problem;
  }
}

function newDecoder(label: string): TextDecoder | null {
  try {
    // fatal: bytes that are no text of the encoding fail instead of becoming U+FFFD; the BOM is not text
    return new TextDecoder(label, { fatal: true });
  } catch {
    return null;
  }
}
