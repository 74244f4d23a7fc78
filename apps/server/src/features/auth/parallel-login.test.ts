import { ROLE_NAMES } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("concurrent logins", () => {
  it("every user of a burst of simultaneous logins gets a session", async () => {
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        ROLE_NAMES.map((role) =>
          t.api({
            method: "POST",
            url: "/login",
            payload: { username: userOf(role), password: TEST_PASSWORD },
            remoteAddress: t.newIp(),
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(ROLE_NAMES.map(() => 200));
    }
  });
});
