import { describe, expect, it } from "vitest";
import * as domain from "./index.ts";

describe("package face", () => {
  it("exports the existing names and the new modules", () => {
    for (const name of [
      "checkAccess",
      "hasPersonPermission",
      "hasRight",
      "isSuperAdmin",
      "RIGHTS",
      "roleRank",
      "SCREENS",
      "PRODUCT_VERSION",
      "officeFromName",
      "periodToDisplay",
      "parseBzr",
      "composeErhebungsid",
      "parseResourceKey",
      "checkResourceFile",
      "surveyActionRight",
      "resourceActionRight",
      "loginFormSchema",
      "ERROR_CODES",
      "IDLE_TIMEOUT_MS",
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
    expect(domain.PRODUCT_VERSION).toBe("2.0.2");
  });
});
