import { describe, expect, it } from "vitest";
import { i18n } from "../i18n/i18n.ts";
import { ApiError, NetworkError } from "./client.ts";
import { errorMessage } from "./error-message.ts";

const t = i18n.t.bind(i18n);
const api = (status: number, body?: object) => new ApiError(status, body, "HTTP");

describe("errorMessage (SPEC 8)", () => {
  it("says 'no permission' for 401 and 403", () => {
    expect(errorMessage(api(401), t)).toBe("Sie haben keine Berechtigung für diese Aktion.");
    expect(errorMessage(api(403, { code: "FORBIDDEN", message: "x" }), t)).toBe(
      "Sie haben keine Berechtigung für diese Aktion.",
    );
  });

  it("builds 'Fehler beim <action> <object>. Grund: <message> (<code>)' for a 500 with code", () => {
    const error = api(500, { code: "DB_DOWN", message: "Datenbank nicht erreichbar" });
    expect(errorMessage(error, t, { action: "CREATE", object: "ERHEBUNGSID" })).toBe(
      "Fehler beim Anlegen der Erhebungsid. Grund: Datenbank nicht erreichbar (DB_DOWN)",
    );
  });

  it("asks to contact an administrator for a 500 without code", () => {
    expect(errorMessage(api(500), t, { action: "DELETE", object: "EVAS" })).toBe(
      "Unbekannter Fehler beim Löschen der EVAS. Bitte kontaktieren Sie einen Administrator.",
    );
    expect(errorMessage(api(500), t)).toBe("Unbekannter Fehler. Bitte kontaktieren Sie einen Administrator.");
  });

  it("translates to English", async () => {
    await i18n.changeLanguage("en");
    const error = api(500, { code: "X", message: "boom" });
    expect(errorMessage(error, t, { action: "EDIT", object: "USER" })).toBe(
      "Error while editing the user. Reason: boom (X)",
    );
    expect(errorMessage(api(403), t)).toBe("You do not have permission for this action.");
  });

  it("names a network failure as such", () => {
    expect(errorMessage(new NetworkError(new TypeError("Failed to fetch")), t)).toMatch(
      /Server ist nicht erreichbar/,
    );
  });

  it("uses the server's message for other statuses", () => {
    expect(errorMessage(api(409, { code: "CONFLICT", message: "Gibt es schon" }), t)).toBe(
      "Fehler. Grund: Gibt es schon (CONFLICT)",
    );
    expect(errorMessage(new ApiError(409, "Gibt es schon", "Conflict"), t)).toBe("Gibt es schon");
  });

  it("calls another status without a readable message an unknown error, never the HTTP status text", () => {
    const bare = new ApiError(409, undefined, "Conflict");
    expect(errorMessage(bare, t)).toBe("Unbekannter Fehler. Bitte kontaktieren Sie einen Administrator.");
    expect(
      errorMessage(new ApiError(404, { code: "NOT_FOUND" }, "Not Found"), t, {
        action: "CREATE",
        object: "EVAS",
      }),
    ).toBe("Unbekannter Fehler beim Anlegen der EVAS. Bitte kontaktieren Sie einen Administrator.");
  });
});
