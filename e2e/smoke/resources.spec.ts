import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { button, confirmAction, openEditPage } from "../tests/resource-edit-page.ts";
import {
  createSurvey,
  downloadBy,
  fillAndUpload,
  largeTextFile,
  openAddDialog,
  SPECIALIST,
  surveyResources,
  tokenOf,
} from "../tests/resources-support.ts";
import { expectNoAxeViolations, login, useOwnClientAddress } from "../tests/support.ts";
import { onBothInstances, SUPER_ADMIN } from "./instances.ts";

/*
 * A resource file uploaded through the proxy to one instance, which streams it into the shared database
 * in chunks; downloaded again from both. A survey of its own (3111 in Baden-Württemberg, where the demo
 * specialist has res_rights), of a year (2096) the demo data has none of.
 */

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

test("a file uploaded through the add dialog downloads byte for byte from both instances", async ({
  page,
}) => {
  const erhebungsid = await createSurvey(page.request, "960000", { approvePublic: true, by: SUPER_ADMIN });
  // more than two of the database's chunks (512 KiB each), sent through nginx as it comes
  const file = largeTextFile("fachinformationen_smoke.txt", 1.2);
  const address = await useOwnClientAddress(page);
  await login(page, SPECIALIST);
  const dialog = await openAddDialog(page, erhebungsid);
  await expectNoAxeViolations(page, "add-resource dialog");
  await fillAndUpload(dialog, { type: "91", description: "Fachinformationen über den Proxy", file });
  await expect(page.getByText("Ressource erfolgreich hochgeladen.")).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();

  const stored = await surveyResources(page.request, erhebungsid, await tokenOf(page.request));
  expect(stored.map((resource) => resource.fileName)).toEqual([file.name]);
  const { id, mutableKey: key } = stored[0]!;
  await openEditPage(page, erhebungsid);
  // only a usable resource of an approved survey downloads
  await confirmAction(
    page,
    "Nutzbar setzen",
    key,
    "Ressource nutzbar setzen",
    `Soll die Ressource ${key} nutzbar gesetzt werden?`,
  );
  await expectNoAxeViolations(page, "resource edit page");

  await onBothInstances(page.request, {
    address,
    what: "the file's download",
    matches: (s) =>
      s.method === "GET" && s.url === `/erhebungsdatenbank/api/v1/resource/content/${id}` && s.status === 200,
    step: async () => {
      const saved = await downloadBy(page, () => button(page, "Herunterladen", key).click());
      expect(saved.name).toBe(file.name);
      expect(saved.bytes.length).toBe(file.buffer.length);
      expect(sha256(saved.bytes), "SHA-256 of the download").toBe(sha256(file.buffer));
    },
  });
});
