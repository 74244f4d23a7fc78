import { describe, expect, it } from "vitest";
import { buildPdf, buildZip } from "../seed/files.ts";
import { ContentInspector, type InspectionPlan } from "./content-inspector.ts";

/** Feeds the bytes in pieces of `piece` bytes, so every boundary case of the streaming checks is met. */
async function inspect(plan: InspectionPlan, bytes: Buffer, piece = bytes.length || 1) {
  const inspector = new ContentInspector(plan);
  for (let i = 0; i < bytes.length; i += piece) inspector.write(bytes.subarray(i, i + piece));
  return inspector.finish();
}

const xml = (body: string, encoding?: string) =>
  Buffer.from(
    `${encoding ? `<?xml version="1.0" encoding="${encoding}"?>` : ""}${body}`,
    encoding === "ISO-8859-1" ? "latin1" : "utf8",
  );
const XML_UTF8: InspectionPlan = { content: "xml", encodings: ["UTF-8", "ISO-8859-1"] };
const TEXT_ANY: InspectionPlan = { content: "text", encodings: null };

describe("ContentInspector", () => {
  it("passes well-formed XML, in any pieces, with the encoding it declares", async () => {
    const file = xml("<eb>Größe – Maß</eb>", "UTF-8");
    for (const piece of [1, 2, 3, 7, 1024]) {
      expect(await inspect(XML_UTF8, file, piece), `pieces of ${piece}`).toEqual({
        ok: true,
        encoding: "UTF-8",
      });
    }
    const latin = xml("<eb>Größe</eb>", "ISO-8859-1");
    expect(await inspect(XML_UTF8, latin, 3)).toEqual({ ok: true, encoding: "ISO-8859-1" });
    expect(await inspect({ content: "xml", encodings: null }, latin)).toEqual({ ok: true, encoding: null });
  });

  it("refuses XML that does not parse, has no root, or is another format", async () => {
    expect(await inspect(XML_UTF8, xml("<eb><a></eb>"))).toMatchObject({
      ok: false,
      problem: { kind: "xml" },
    });
    expect(await inspect(XML_UTF8, xml("just text"))).toMatchObject({ ok: false, problem: { kind: "xml" } });
    expect(await inspect(XML_UTF8, xml("<a/><b/>"))).toMatchObject({ ok: false, problem: { kind: "xml" } });
    const pdf = buildPdf("Liefervereinbarung", ["Zeile"]);
    expect(await inspect(XML_UTF8, pdf)).toEqual({ ok: false, problem: { kind: "format", found: "pdf" } });
  });

  it("refuses an encoding the type does not list, and bytes that are not what they declare", async () => {
    const latin = xml("<eb>Größe</eb>", "ISO-8859-1");
    expect(await inspect({ content: "xml", encodings: ["UTF-8"] }, latin)).toEqual({
      ok: false,
      problem: {
        kind: "encoding",
        verdict: { refused: "notAllowed", found: "ISO-8859-1", allowed: ["UTF-8"] },
      },
    });
    const lying = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="UTF-8"?><eb>'),
      Buffer.from([0xe4]),
      Buffer.from("</eb>"),
    ]);
    expect(await inspect(XML_UTF8, lying, 5)).toEqual({
      ok: false,
      problem: { kind: "encoding", verdict: { refused: "invalid", found: "UTF-8" } },
    });
  });

  it("knows a PDF and a ZIP by their bytes, and refuses them under each other's name", async () => {
    const pdf = buildPdf("Titel", []);
    const zip = buildZip([{ name: "a.txt", content: Buffer.from("a") }], new Date("2025-01-01T00:00:00Z"));
    expect(await inspect({ content: "pdf", encodings: null }, pdf, 100)).toEqual({
      ok: true,
      encoding: null,
    });
    expect(await inspect({ content: "zip", encodings: null }, zip, 10)).toEqual({ ok: true, encoding: null });
    expect(await inspect({ content: "zip", encodings: null }, pdf)).toEqual({
      ok: false,
      problem: { kind: "format", found: "pdf" },
    });
    expect(await inspect({ content: "pdf", encodings: null }, Buffer.from("%PDX nothing"))).toEqual({
      ok: false,
      problem: { kind: "format", found: null },
    });
  });

  it("takes text without NUL bytes, and refuses binary formats as text", async () => {
    expect(await inspect(TEXT_ANY, Buffer.from("[Abschnitt]\nschluessel=wert\n"))).toEqual({
      ok: true,
      encoding: null,
    });
    expect(await inspect(TEXT_ANY, Buffer.from("a\u0000b"))).toEqual({
      ok: false,
      problem: { kind: "format", found: null },
    });
    expect(await inspect(TEXT_ANY, buildPdf("x", []))).toEqual({
      ok: false,
      problem: { kind: "format", found: "pdf" },
    });
  });

  it("finds a text file's encoding from its bytes, a multi-byte character split between pieces too", async () => {
    const plan: InspectionPlan = { content: "text", encodings: ["UTF-8", "ISO-8859-15"] };
    const utf8 = Buffer.from("Prüfcode ä€", "utf8");
    for (const piece of [1, 2, 3])
      expect(await inspect(plan, utf8, piece)).toEqual({ ok: true, encoding: "UTF-8" });
    expect(await inspect(plan, Buffer.from("Pr\xfcfcode", "latin1"))).toEqual({
      ok: true,
      encoding: "ISO-8859-15",
    });
    expect(
      await inspect({ content: "text", encodings: ["UTF-8"] }, Buffer.from("Pr\xfcf", "latin1")),
    ).toEqual({
      ok: false,
      problem: { kind: "encoding", verdict: { refused: "invalid", found: "UTF-8" } },
    });
    // cut in the middle of 'ä': an unfinished sequence at the end is no UTF-8
    expect(await inspect({ content: "text", encodings: ["UTF-8"] }, utf8.subarray(0, 3))).toMatchObject({
      ok: false,
    });
  });

  it("refuses an empty file whatever its kind, and takes anything else for 'any'", async () => {
    for (const content of ["xml", "pdf", "zip", "text", "any"] as const) {
      expect(await inspect({ content, encodings: null }, Buffer.alloc(0))).toEqual({
        ok: false,
        problem: { kind: "empty" },
      });
    }
    expect(await inspect({ content: "any", encodings: null }, Buffer.from([0, 1, 2]))).toEqual({
      ok: true,
      encoding: null,
    });
  });
});
