// The XSLT processor's process (transform.ts starts it, decision 45). It runs under Node's permission
// model with no grant (`--permission`: no file may be read or written, no process or worker started), in an
// empty environment, with a small heap, and is killed at its time limit. Even its code arrives over the IPC
// channel, so that it reads no file at all: the processor's library as text, then the job. The processor
// reaches the network and files only through its two loaders, which refuse everything here, and the
// global fetch is gone before its code is loaded. What the stylesheet does stays in this process.
import { compileFunction } from "node:vm";
import type { XmlParser, Xslt } from "xslt-processor";

/** What transform.ts sends: the processor's CommonJS bundle, the two documents as text, the output limit. */
interface Job {
  library: string;
  xml: string;
  stylesheet: string;
  outputLimit: number;
}

/** What goes back: the HTML, or why there is none. */
type Outcome = { html: string } | { failure: "too-large" | "failed"; detail: string };

interface Library {
  Xslt: typeof Xslt;
  XmlParser: typeof XmlParser;
}

for (const name of ["fetch", "WebSocket", "EventSource", "XMLHttpRequest"]) {
  Reflect.deleteProperty(globalThis, name);
}

function load(source: string): Library {
  const module: { exports: Partial<Library> } = { exports: {} };
  compileFunction(source, ["module", "exports"], { filename: "xslt-processor.js" })(module, module.exports);
  const { Xslt: processor, XmlParser: parser } = module.exports;
  if (!processor || !parser) throw new Error("the XSLT library exports no Xslt and XmlParser");
  return { Xslt: processor, XmlParser: parser };
}

async function transform(job: Job): Promise<Outcome> {
  try {
    const library = load(job.library);
    const xslt = new library.Xslt({
      // text of the source document is escaped in the output, as XSLT's serialization requires
      escape: true,
      cData: false,
      selfClosingTags: false,
      // xsl:include and xsl:import: no stylesheet but the one given
      fetchFunction: (uri: string) => Promise.reject(new Error(`no stylesheet is loaded from ${uri}`)),
      // document(): no document but the two given (document('') is the stylesheet itself)
      documentLoader: () => null,
    });
    const parser = new library.XmlParser();
    const html = await xslt.xsltProcess(parser.xmlParse(job.xml), parser.xmlParse(job.stylesheet));
    if (html.length > job.outputLimit) {
      return { failure: "too-large", detail: `more than ${job.outputLimit} characters` };
    }
    return { html };
  } catch (error) {
    return { failure: "failed", detail: error instanceof Error ? error.message : String(error) };
  }
}

process.once("message", (job: Job) => {
  void transform(job).then((outcome) => process.send?.(outcome, () => process.disconnect()));
});
