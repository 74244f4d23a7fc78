import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTransform, DEFAULT_TRANSFORM_LIMITS, type TransformOutcome } from "./transform.ts";

// The sandbox of decision 45, against a real listening receiver: what a stylesheet may try, it gets nothing.

const XML =
  '<?xml version="1.0" encoding="ISO-8859-1"?>\n<eb erhebungsid="1311100000001"><titel>Größe &amp; Maße &lt;b&gt;</titel></eb>';
const SERVER_FILE = fileURLToPath(import.meta.url);
/** set in this process only: a stylesheet that reads the environment must not find it */
const MARKER = "ERHDB_PREVIEW_TEST_MARKER";

const sheet = (
  body: string,
  top = "",
) => `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  ${top}
  <xsl:output method="html"/>
  <xsl:template match="/"><html lang="de"><head><title>t</title></head><body>${body}</body></html></xsl:template>
</xsl:stylesheet>`;

const html = (outcome: TransformOutcome) => ("html" in outcome ? outcome.html.toString("utf8") : "");

let receiver: ReturnType<typeof createServer>;
let seen: string[];
let port: number;

beforeAll(async () => {
  process.env[MARKER] = "geheim-4711";
  seen = [];
  receiver = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    response.end("<geheim>root:x:0:0</geheim>");
  });
  receiver.listen(0, "127.0.0.1");
  await once(receiver, "listening");
  port = (receiver.address() as AddressInfo).port;
});
afterAll(() => {
  delete process.env[MARKER];
  receiver.close();
});

describe("the XSLT sandbox", () => {
  const transform = createTransform();

  it("turns the XML into HTML, escaping its text", async () => {
    const outcome = await transform(
      XML,
      sheet('<h1><xsl:value-of select="*/titel"/></h1><p><xsl:value-of select="*/@erhebungsid"/></p>'),
    );
    expect(html(outcome)).toContain("<h1>Größe &amp; Maße &lt;b&gt;</h1>");
    expect(html(outcome)).toContain("<p>1311100000001</p>");
  });

  it("reads no file, no address and no environment, whatever the stylesheet asks for, and the receiver sees no request", async () => {
    const url = `http://127.0.0.1:${port}/`;
    const reads = [
      "document('/proc/self/environ')",
      "document('file:///etc/passwd')",
      `document('${SERVER_FILE}')`,
      `document('${url}')`,
      `document('${url}x.xml')/*`,
      `environment-variable('${MARKER}')`,
      "available-environment-variables()",
    ];
    const body = reads
      .map(
        (read) =>
          `<p>[<xsl:value-of select="${read}"/>]<xsl:value-of select="count(${read.startsWith("document") ? read : "/nothing"})"/></p>`,
      )
      .join("");
    const outcome = await transform(XML, sheet(body));
    expect(html(outcome)).toContain("<body>");
    for (const p of html(outcome).match(/<p>.*?<\/p>/g) ?? []) expect(p).toBe("<p>[]0</p>");

    for (const [element, href] of [
      ["xsl:include", SERVER_FILE],
      ["xsl:include", url],
      ["xsl:import", "file:///etc/passwd"],
    ]) {
      const outcome = await transform(XML, sheet("<p>x</p>", `<${element} href="${href}"/>`));
      expect(outcome, `${element} ${href}`).toEqual({ failure: "failed" });
    }
    const entity = await transform(
      `<!DOCTYPE eb [<!ENTITY p SYSTEM "file:///etc/passwd"><!ENTITY h SYSTEM "${url}">]><eb><titel>&p;&h;</titel></eb>`,
      sheet('<h1><xsl:value-of select="*/titel"/></h1>'),
    );
    expect(html(entity)).not.toMatch(/root:|geheim/);
    expect(seen).toEqual([]);
  });

  it("stops a stylesheet at its time limit", async () => {
    const slow = createTransform({ ...DEFAULT_TRANSFORM_LIMITS, timeoutMs: 3_000 });
    const loop =
      "<xsl:for-each select=\"document('')//node()\"><xsl:for-each select=\"document('')//node()\"><xsl:for-each select=\"document('')//node()\"><xsl:for-each select=\"document('')//node()\"><xsl:for-each select=\"document('')//node()\"><xsl:value-of select=\"count(document('')//node())\"/></xsl:for-each></xsl:for-each></xsl:for-each></xsl:for-each></xsl:for-each>";
    const started = Date.now();
    expect(await slow(XML, sheet(loop))).toEqual({ failure: "timeout" });
    expect(Date.now() - started).toBeLessThan(6_000);
  });

  it("refuses an answer above the output limit", async () => {
    const small = createTransform({ ...DEFAULT_TRANSFORM_LIMITS, outputBytes: 1_000 });
    const many =
      "<xsl:for-each select=\"document('')//node()\"><xsl:for-each select=\"document('')//node()\"><p>0123456789</p></xsl:for-each></xsl:for-each>";
    expect(await small(XML, sheet(many))).toEqual({ failure: "too-large" });
  });

  it("ends a stylesheet that fills its heap, and the server goes on", async () => {
    const tight = createTransform({ ...DEFAULT_TRANSFORM_LIMITS, heapMb: 32 });
    const grow = `<xsl:call-template name="grow"><xsl:with-param name="s" select="'0123456789abcdef'"/><xsl:with-param name="n" select="22"/></xsl:call-template>`;
    const template = `<xsl:template name="grow"><xsl:param name="s"/><xsl:param name="n"/><xsl:choose><xsl:when test="$n &gt; 0"><xsl:call-template name="grow"><xsl:with-param name="s" select="concat($s, $s)"/><xsl:with-param name="n" select="$n - 1"/></xsl:call-template></xsl:when><xsl:otherwise><xsl:value-of select="contains($s, 'z')"/></xsl:otherwise></xsl:choose></xsl:template>`;
    const started = Date.now();
    expect(await tight(XML, sheet(grow, template))).toEqual({ failure: "failed" });
    expect(Date.now() - started).toBeLessThan(DEFAULT_TRANSFORM_LIMITS.timeoutMs);
    expect(html(await tight(XML, sheet("<p>weiter</p>")))).toContain("<p>weiter</p>");
  });
});
