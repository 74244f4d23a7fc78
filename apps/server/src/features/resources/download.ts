import type { AuthPerson, DownloadVerdict } from "@erhdb/domain";
import { downloadCounterOf, resourceDownloadVerdict } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import type { StoredFile } from "../../files/send-file.ts";
import { AppError, forbidden, notFound } from "../../lib/errors.ts";
import * as repo from "./repository.ts";

const REFUSALS: Readonly<Record<Exclude<DownloadVerdict, "allowed">, () => AppError>> = {
  notFound,
  forbidden,
  unauthenticated: () => new AppError(401, "UNAUTHENTICATED", { messageKey: "DOWNLOAD_LOGIN_REQUIRED" }),
};

/**
 * `resource/content/{id}` and `resource/content/resKey/{key}` (decision 13): who gets the file is the
 * domain's verdict; each download raises its caller's count at once, in one statement. A HEAD request
 * only asks, and counts nothing.
 */
export function createResourceDownloadService(db: Database) {
  return async function download(
    ref: { id: number } | { key: string },
    person: AuthPerson | null,
    count: boolean,
  ): Promise<StoredFile> {
    const row = "id" in ref ? await repo.findResource(db, ref.id) : await repo.findResourceByKey(db, ref.key);
    if (!row) throw notFound();
    const verdict = resourceDownloadVerdict(person, row, row.survey);
    if (verdict !== "allowed") throw REFUSALS[verdict]();
    if (count) await repo.countDownload(db, row.id, downloadCounterOf(person));
    return row;
  };
}
