import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GENERIC_RESOURCE_TYPES } from "../codes/genericResourceTypes.ts";
import { RESOURCE_TYPE_CODES, specializationsOf } from "../codes/resourceTypes.ts";
import { typeAndSpecialization } from "../testing/arbitraries.ts";
import { storedContentType } from "./fileFormats.ts";
import {
  acceptedGenericResourceExtensions,
  acceptedResourceExtensions,
  checkGenericResourceFile,
  checkResourceFile,
  genericResourceAcceptAttribute,
  genericResourceFileFormats,
  genericResourceNeedsMainFile,
  resourceAcceptAttribute,
  resourceFileFormats,
} from "./fileRules.ts";

const XML = { name: "b.xml", contentType: "application/xml" };
const PDF = { name: "b.pdf", contentType: "application/pdf" };
const ZIP = { name: "b.zip", contentType: "application/zip" };
const TXT = { name: "b.txt", contentType: "text/plain" };
const INI = { name: "b.ini", contentType: "" };
const XSD = { name: "b.xsd", contentType: "text/xml" };
const XSL = { name: "b.xsl", contentType: "application/xslt+xml" };
const EXE = { name: "b.exe", contentType: "application/x-msdownload" };
const FILES = { XML, PDF, ZIP, TXT, INI, XSD, XSL, EXE };

/** SPEC 5, "Resource add": which of the sample files each type (and specialization) takes. */
const ALLOWED: [string, string, (keyof typeof FILES)[]][] = [
  ["99", "00", ["XML"]],
  ["97", "51", ["XML"]],
  ["98", "00", ["PDF"]],
  ["92", "42", ["PDF"]],
  ["95", "00", ["INI"]],
  ["94", "05", ["XML"]],
  ["94", "50", ["TXT"]],
  ["93", "03", ["ZIP"]],
  ["91", "00", ["ZIP", "PDF", "TXT"]],
  ["90", "02", ["ZIP", "XML"]],
  ["89", "05", ["PDF"]],
  ["89", "20", ["XML", "PDF", "ZIP", "TXT", "INI", "XSD", "XSL", "EXE"]],
  ["88", "77", ["XML", "PDF", "ZIP", "TXT", "INI", "XSD", "XSL", "EXE"]],
  ["87", "00", ["PDF", "ZIP"]],
  ["86", "00", ["ZIP"]],
];

describe("checkResourceFile", () => {
  it("takes exactly the formats of SPEC 5 per type", () => {
    for (const [type, spec, allowed] of ALLOWED) {
      for (const [label, file] of Object.entries(FILES)) {
        const error = checkResourceFile(type, spec, file);
        expect(error === null, `${type}/${spec} ${label}`).toBe(
          allowed.includes(label as keyof typeof FILES),
        );
      }
    }
  });

  it("names the type and the formats in German, with the English names for the translation", () => {
    expect(checkResourceFile("91", "00", EXE)).toEqual({
      key: "resource-file-type",
      params: {
        type: "91",
        typeName: "Fachinformationen",
        formats: "ZIP-, PDF- oder TXT-Dateien",
        typeNameEn: "Specialist information",
        formatsEn: "ZIP, PDF or TXT files",
      },
      message: "Für den Ressourcentyp 91 (Fachinformationen) sind nur ZIP-, PDF- oder TXT-Dateien erlaubt.",
    });
    expect(checkResourceFile("99", "00", PDF)?.message).toBe(
      "Für den Ressourcentyp 99 (Erhebungsbeschreibung) sind nur XML-Dateien erlaubt.",
    );
  });

  it("checks the content type, not only the name", () => {
    expect(checkResourceFile("99", "00", { name: "b.xml", contentType: "application/pdf" })?.key).toBe(
      "resource-file-type",
    );
    expect(checkResourceFile("98", "00", { name: "b.xml", contentType: "application/pdf" })?.key).toBe(
      "resource-file-type",
    );
  });

  it("refuses unknown types and foreign specializations", () => {
    expect(checkResourceFile("96", "00", XML)?.key).toBe("resource-type-invalid");
    expect(checkResourceFile("99", "01", XML)?.key).toBe("resource-specialization-invalid");
    expect(checkResourceFile("88", "100", XML)?.key).toBe("resource-specialization-invalid");
  });

  it("accepts a file of one of its own extensions for every type and specialization", () => {
    fc.assert(
      fc.property(typeAndSpecialization, ({ resourceType, specialization }) => {
        const formats = resourceFileFormats(resourceType, specialization);
        expect(formats).not.toBeNull();
        const exts = acceptedResourceExtensions(resourceType, specialization);
        expect(resourceAcceptAttribute(resourceType, specialization)).toBe(exts.join(","));
        expect(exts.length === 0).toBe(formats === "any");
      }),
    );
  });

  it("has a rule for every resource type", () => {
    for (const t of RESOURCE_TYPE_CODES) expect(resourceFileFormats(t, "00")).not.toBeNull();
    expect(resourceFileFormats("96", "00")).toBeNull();
  });

  it("exports the accept lists", () => {
    expect(acceptedResourceExtensions("94", "49")).toEqual([".xml"]);
    expect(acceptedResourceExtensions("94", "50")).toEqual([".txt"]);
    expect(acceptedResourceExtensions("89", "19")).toEqual([".pdf"]);
    expect(acceptedResourceExtensions("89", "20")).toEqual([]);
    expect(resourceAcceptAttribute("90", "00")).toBe(".zip,.xml");
  });
});

describe("the content type a resource file is stored and served with", () => {
  it("is application/octet-stream wherever the type takes any format (88, 89 from 20), whatever was declared", () => {
    const page = { name: "seite.html", contentType: "text/html" };
    const free: string[] = [];
    for (const type of RESOURCE_TYPE_CODES) {
      for (const specialization of specializationsOf(type)) {
        const formats = resourceFileFormats(type, specialization) ?? [];
        if (formats !== "any") continue;
        free.push(`${type}/${specialization}`);
        expect(storedContentType(page, formats)).toBe("application/octet-stream");
      }
    }
    expect(free).toEqual([
      ...specializationsOf("89")
        .filter((s) => Number(s) >= 20)
        .map((s) => `89/${s}`),
      ...specializationsOf("88").map((s) => `88/${s}`),
    ]);
  });

  it("is the declared type where the name and the declared type were checked against a format", () => {
    expect(storedContentType(XML, ["xml"])).toBe("application/xml");
    expect(storedContentType(PDF, resourceFileFormats("89", "05") ?? "any")).toBe("application/pdf");
    expect(storedContentType(INI, ["ini"])).toBe("");
  });
});

describe("checkGenericResourceFile", () => {
  it("gives the exact German messages", () => {
    expect(checkGenericResourceFile("01", PDF)?.message).toBe("Für SDFMeta sind nur XML-Dateien erlaubt.");
    expect(checkGenericResourceFile("02", XML)?.message).toBe(
      "Für Schemadatei sind nur XSD-Dateien oder ZIP-Archive erlaubt.",
    );
    expect(checkGenericResourceFile("03", XML)?.message).toBe(
      "Für raw2html/res2html sind nur XSL-Dateien erlaubt.",
    );
    expect(checkGenericResourceFile("04", XSD)).toMatchObject({
      key: "generic-resource-file-type",
      params: { type: "04" },
      message: "Für raw2html/res2html sind nur XSL-Dateien erlaubt.",
    });
  });

  it("takes xml for 01, xsd or zip for 02, xsl for 03 and 04", () => {
    expect(checkGenericResourceFile("01", XML)).toBeNull();
    expect(checkGenericResourceFile("02", XSD)).toBeNull();
    expect(checkGenericResourceFile("02", ZIP)).toBeNull();
    expect(checkGenericResourceFile("03", XSL)).toBeNull();
    expect(checkGenericResourceFile("04", XSL)).toBeNull();
  });

  it("refuses unknown types, prototype keys included", () => {
    for (const t of ["05", "99", "toString", "__proto__"]) {
      expect(checkGenericResourceFile(t, XML)?.key).toBe("resource-type-invalid");
      expect(genericResourceFileFormats(t)).toBeNull();
      expect(acceptedGenericResourceExtensions(t)).toEqual([]);
    }
  });

  it("accepts what the type table lists", () => {
    for (const t of GENERIC_RESOURCE_TYPES) {
      expect(acceptedGenericResourceExtensions(t.code)).toEqual(t.extensions);
      expect(genericResourceAcceptAttribute(t.code)).toBe(t.extensions.join(","));
    }
  });

  it("asks for a main file for zip uploads", () => {
    expect(genericResourceNeedsMainFile("schema.ZIP")).toBe(true);
    expect(genericResourceNeedsMainFile("schema.xsd")).toBe(false);
  });
});

describe("every type × specialization × file kind", () => {
  /** SPEC 5, "Resource add", spelt out per type: the sample files each specialization takes */
  const allowedFor = (type: string, spec: number): (keyof typeof FILES)[] | "any" => {
    if (type === "99" || type === "97") return ["XML"];
    if (type === "98" || type === "92") return ["PDF"];
    if (type === "95") return ["INI"];
    if (type === "94") return spec < 50 ? ["XML"] : ["TXT"];
    if (type === "93" || type === "86") return ["ZIP"];
    if (type === "91") return ["ZIP", "PDF", "TXT"];
    if (type === "90") return ["ZIP", "XML"];
    if (type === "89") return spec < 20 ? ["PDF"] : "any";
    if (type === "88") return "any";
    return ["PDF", "ZIP"]; // 87
  };

  it("accepts exactly SPEC 5's formats, and refuses a specialization the type does not have", () => {
    for (const type of RESOURCE_TYPE_CODES) {
      for (let spec = 0; spec <= 99; spec++) {
        const specialization = String(spec).padStart(2, "0");
        const valid = specializationsOf(type).includes(specialization);
        const allowed = allowedFor(type, spec);
        for (const [label, file] of Object.entries(FILES)) {
          const error = checkResourceFile(type, specialization, file);
          const expected = !valid
            ? "resource-specialization-invalid"
            : allowed === "any" || allowed.includes(label as keyof typeof FILES)
              ? null
              : "resource-file-type";
          expect(error?.key ?? null, `${type}/${specialization} ${label}`).toBe(expected);
        }
      }
    }
  });
});
