import { crc32 } from "node:zlib";

/**
 * Small but valid files for the demo resources, written by hand so the seed needs no PDF or ZIP library:
 * a viewer opens the PDFs, an unzip tool lists and extracts the archives.
 */

/** A one-page A4 PDF 1.4 with a title and some lines of Helvetica text. */
export function buildPdf(title: string, lines: readonly string[]): Buffer {
  const text = [
    "BT /F1 16 Tf 56 780 Td",
    `(${pdfText(title)}) Tj`,
    "/F1 11 Tf 0 -28 Td",
    ...lines.flatMap((line) => [`(${pdfText(line)}) Tj`, "0 -16 Td"]),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  // Every character is one byte (WinAnsi), so string lengths are the byte offsets the xref table needs.
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** WinAnsi text for a PDF string literal: the characters outside Latin-1 that German text uses, escaped. */
function pdfText(value: string): string {
  const winAnsi: Record<string, string> = {
    "–": "\x96",
    "—": "\x97",
    "„": "\x84",
    "“": "\x93",
    "”": "\x94",
    "€": "\x80",
  };
  return [...value]
    .map((c) => winAnsi[c] ?? (c.charCodeAt(0) <= 0xff ? c : "?"))
    .join("")
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

export interface ZipEntry {
  name: string;
  content: Buffer;
}

/** A ZIP archive with the entries stored uncompressed (method 0), names in UTF-8. */
export function buildZip(entries: readonly ZipEntry[], modified: Date): Buffer {
  const time =
    (modified.getUTCHours() << 11) | (modified.getUTCMinutes() << 5) | (modified.getUTCSeconds() >> 1);
  const date =
    ((modified.getUTCFullYear() - 1980) << 9) | ((modified.getUTCMonth() + 1) << 5) | modified.getUTCDate();
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const crc = crc32(entry.content);
    const size = entry.content.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeCommon(local, 4, { time, date, crc, size, nameLength: name.length });
    locals.push(local, name, entry.content);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by: version 2.0
    writeCommon(central, 6, { time, date, crc, size, nameLength: name.length });
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + size;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

interface HeaderFields {
  time: number;
  date: number;
  crc: number;
  size: number;
  nameLength: number;
}

/** The fields local and central headers share, from "version needed" to the name length. */
function writeCommon(buffer: Buffer, at: number, f: HeaderFields): void {
  buffer.writeUInt16LE(20, at); // version needed: 2.0
  buffer.writeUInt16LE(0x0800, at + 2); // names are UTF-8
  buffer.writeUInt16LE(0, at + 4); // stored
  buffer.writeUInt16LE(f.time, at + 6);
  buffer.writeUInt16LE(f.date, at + 8);
  buffer.writeUInt32LE(f.crc, at + 10);
  buffer.writeUInt32LE(f.size, at + 14);
  buffer.writeUInt32LE(f.size, at + 18);
  buffer.writeUInt16LE(f.nameLength, at + 22);
}
