import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../../api/client.ts";
import { errorMessage } from "../../../api/error-message.ts";
import { i18n } from "../../../i18n/i18n.ts";
import { errorActionOf } from "./status-change.ts";

const t = i18n.t.bind(i18n);
const conflict = new ApiError(409, { code: "CONFLICT", message: "x" }, "HTTP");
const failure = (kind: Parameters<typeof errorActionOf>[0], rigorous = false) =>
  errorMessage(conflict, t, { action: errorActionOf(kind, rigorous), object: "ERHEBUNGSID" });

afterEach(() => i18n.changeLanguage("de"));

describe("a survey status change's failure names the action the user chose", () => {
  it.each([
    ["approve", false, "Fehler beim Freigeben der Erhebungsid. Grund: x (CONFLICT)"],
    ["block", false, "Fehler beim Sperren der Erhebungsid. Grund: x (CONFLICT)"],
    ["archive", false, "Fehler beim Archivieren der Erhebungsid. Grund: x (CONFLICT)"],
    ["delete", false, "Fehler beim Löschen der Erhebungsid. Grund: x (CONFLICT)"],
    ["delete", true, "Fehler beim endgültigen Löschen der Erhebungsid. Grund: x (CONFLICT)"],
  ] as const)("%s (rigorous %s) in German", (kind, rigorous, text) => {
    expect(failure(kind, rigorous)).toBe(text);
  });

  it("approve and block in English", async () => {
    await i18n.changeLanguage("en");
    expect(failure("approve")).toBe("Error while approving the survey id. Reason: x (CONFLICT)");
    expect(failure("block")).toBe("Error while locking the survey id. Reason: x (CONFLICT)");
  });
});
