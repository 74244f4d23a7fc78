import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./content-disposition.ts";

describe("attachmentDisposition", () => {
  it("names a plain file as it is", () => {
    expect(attachmentDisposition("res2html.xsl")).toBe(
      "attachment; filename=\"res2html.xsl\"; filename*=UTF-8''res2html.xsl",
    );
  });

  it("keeps umlauts in filename* and replaces them in the fallback", () => {
    expect(attachmentDisposition("Übersicht (neu).xml")).toBe(
      "attachment; filename=\"_bersicht (neu).xml\"; filename*=UTF-8''%C3%9Cbersicht%20%28neu%29.xml",
    );
  });

  it("lets no quote, backslash or line break into the header", () => {
    const header = attachmentDisposition('a"b\\c\r\nX-Evil: 1.xml');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      "attachment; filename=\"a_b_c__X-Evil: 1.xml\"; filename*=UTF-8''a%22b%5Cc%0D%0AX-Evil%3A%201.xml",
    );
  });
});
