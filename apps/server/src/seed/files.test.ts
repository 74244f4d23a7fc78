import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildPdf, buildZip } from "./files.ts";

describe("buildPdf", () => {
  it("writes an xref table whose offsets point at the objects", () => {
    const pdf = buildPdf("Liefervereinbarung (Entwurf)", [
      "Statistik der Geburten 2024 – Bayern",
      "Größe: 5 €",
    ]);
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.endsWith("%%EOF\n")).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe("xref");
    const offsets = [...text.matchAll(/(\d{10}) 00000 n \n/g)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => {
      expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`);
    });
    const length = Number(/\/Length (\d+)/.exec(text)?.[1]);
    const start = text.indexOf("stream\n") + "stream\n".length;
    expect(text.slice(start + length, start + length + 10)).toBe("\nendstream");
    expect(text).toContain("\\(Entwurf\\)");
  });
});

describe("buildZip", () => {
  it("stores the entries with their CRC and a central directory that finds them", () => {
    const entries = [
      { name: "a.txt", content: Buffer.from("Hallo") },
      { name: "prüfung.xml", content: Buffer.from("<x/>") },
    ];
    const zip = buildZip(entries, new Date("2025-08-12T10:20:30Z"));
    const end = zip.length - 22;
    expect(zip.readUInt32LE(end)).toBe(0x06054b50);
    expect(zip.readUInt16LE(end + 10)).toBe(2);
    let central = zip.readUInt32LE(end + 16);
    for (const entry of entries) {
      expect(zip.readUInt32LE(central)).toBe(0x02014b50);
      const nameLength = zip.readUInt16LE(central + 28);
      expect(zip.subarray(central + 46, central + 46 + nameLength).toString("utf8")).toBe(entry.name);
      const local = zip.readUInt32LE(central + 42);
      expect(zip.readUInt32LE(local)).toBe(0x04034b50);
      const size = zip.readUInt32LE(local + 22);
      const data = zip.subarray(
        local + 30 + zip.readUInt16LE(local + 26),
        local + 30 + zip.readUInt16LE(local + 26) + size,
      );
      expect(data.equals(entry.content)).toBe(true);
      expect(zip.readUInt32LE(local + 14)).toBe(crc32(entry.content));
      central += 46 + nameLength;
    }
  });
});
