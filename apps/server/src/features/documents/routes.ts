import { documentAccess, documentListAnswer, documentNameSchema, PUBLIC } from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { sendStoredFile } from "../../files/send-file.ts";
import { bytesAnswer, fileDownloadAnswer } from "../../lib/route-schemas.ts";
import { sendDocumentPage } from "./html-page.ts";
import { createDocumentService } from "./service.ts";

export interface DocumentRoutesOptions {
  db: Database;
}

const fileParams = z.object({ file: documentNameSchema });
const nameParams = z.object({ name: documentNameSchema });
const pageAnswer = bytesAnswer(
  "the document's HTML fragment in German (inline, starting at <h2>; a policy of its own lets it run nothing)",
  ["text/html"],
);

/**
 * SPEC 7 "Documents" and the list the documentation page needs (decision 19). The list and the public
 * files are open to everyone; `intern/` needs a session before anything is looked up; `loadhtml/` asks
 * for one for an internal page only.
 */
export const documentRoutes: FastifyPluginAsyncZod<DocumentRoutesOptions> = async (app, { db }) => {
  const documents = createDocumentService(db);

  app.get(
    "/documents",
    { config: { access: PUBLIC }, schema: { response: { 200: documentListAnswer } } },
    async (request) => documents.list(request.person),
  );

  for (const visibility of ["extern", "intern"] as const) {
    app.get(
      `/documents/${visibility}/:file`,
      {
        config: { access: documentAccess(visibility) },
        schema: { params: fileParams, response: { 200: fileDownloadAnswer } },
      },
      async (request, reply) =>
        sendStoredFile(reply, db, await documents.file(request.params.file, visibility)),
    );
  }

  app.get(
    "/documents/loadhtml/:name",
    { config: { access: PUBLIC }, schema: { params: nameParams, response: { 200: pageAnswer } } },
    async (request, reply) =>
      sendDocumentPage(reply, db, await documents.page(request.params.name, request.person)),
  );
};
