import { describe, expect, it } from "vitest";
import { encodeUnassignTarget, parseUnassignTarget } from "./unassignTarget.ts";

describe("unassign target", () => {
  it("round-trips the two ids", () => {
    const target = { erhebungsid: "1452123400005", baseObjectId: "4700123" };
    expect(parseUnassignTarget(encodeUnassignTarget(target))).toEqual(target);
  });

  it.each([
    "",
    "unassign",
    "{}",
    '{"erhebungsid":"145212340000","baseObjectId":"1"}',
    '{"erhebungsid":"1452123400005","baseObjectId":"0"}',
    '{"erhebungsid":"1452123400005","baseObjectId":4700123}',
  ])("refuses %j", (text) => {
    expect(parseUnassignTarget(text)).toBeNull();
  });
});
