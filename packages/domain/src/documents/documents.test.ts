import { describe, expect, it } from "vitest";
import { checkAccess } from "../auth/access.ts";
import { person } from "../testing/persons.ts";
import { DOCUMENT_NAME_PATTERN, documentAccess, documentContentPath } from "./documents.ts";

describe("documents", () => {
  it("names are file names or plain names, never paths", () => {
    for (const name of ["nutzungshinweise.pdf", "kennungen", "Handbuch_v2-1.html", "a"]) {
      expect(DOCUMENT_NAME_PATTERN.test(name), name).toBe(true);
    }
    for (const name of ["", ".env", "../secret", "a/b", "a\\b", "ä.pdf", "a b", `${"a".repeat(101)}`]) {
      expect(DOCUMENT_NAME_PATTERN.test(name), name).toBe(false);
    }
  });

  it("extern documents are for everyone, intern ones for whoever is logged in", () => {
    const guest = person("LoggedUser", []);
    expect(checkAccess(null, documentAccess("extern"))).toBe("granted");
    expect(checkAccess(null, documentAccess("intern"))).toBe("unauthenticated");
    expect(checkAccess(guest, documentAccess("intern"))).toBe("granted");
  });

  it("a file is read from its visibility's path, a page from loadhtml", () => {
    expect(documentContentPath({ name: "nutzungshinweise.pdf", kind: "file", visibility: "extern" })).toBe(
      "documents/extern/nutzungshinweise.pdf",
    );
    expect(documentContentPath({ name: "checkliste.pdf", kind: "file", visibility: "intern" })).toBe(
      "documents/intern/checkliste.pdf",
    );
    expect(documentContentPath({ name: "handbuch", kind: "html", visibility: "intern" })).toBe(
      "documents/loadhtml/handbuch",
    );
  });
});
