import { describe, expect, it } from "vitest";
import { surveyRowTargetCell } from "./surveyRowTarget.ts";
import { unassignTargetCell } from "./unassignTarget.ts";

describe("unassign target cell", () => {
  it("round-trips the two ids", () => {
    const target = { erhebungsid: "1452123400005", baseObjectId: "4700123" };
    expect(unassignTargetCell.parse(unassignTargetCell.encode(target))).toEqual(target);
  });

  it.each([
    "",
    "unassign",
    "{}",
    '{"erhebungsid":"145212340000","baseObjectId":"1"}',
    '{"erhebungsid":"1452123400005","baseObjectId":"0"}',
    '{"erhebungsid":"1452123400005","baseObjectId":4700123}',
  ])("refuses %j", (text) => {
    expect(unassignTargetCell.parse(text)).toBeNull();
  });
});

describe("survey row target cell", () => {
  it("round-trips the Erhebungsid and the actions", () => {
    const target = { erhebungsid: "1126124000009", actions: ["detail", "edit"] };
    expect(surveyRowTargetCell.parse(surveyRowTargetCell.encode(target))).toEqual(target);
  });

  it.each(["", "detail,edit", '{"erhebungsid":"1126124000009"}', '{"erhebungsid":"x","actions":[]}'])(
    "refuses %j",
    (text) => {
      expect(surveyRowTargetCell.parse(text)).toBeNull();
    },
  );

  it("refuses to write a malformed target", () => {
    expect(() => surveyRowTargetCell.encode({ erhebungsid: "12", actions: [] })).toThrow();
  });
});
