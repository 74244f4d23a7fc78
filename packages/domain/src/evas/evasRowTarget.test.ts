import { describe, expect, it } from "vitest";
import type { AccessSubject } from "../auth/access.ts";
import type { Right } from "../auth/rights.ts";
import { evasRowActions, evasRowTargetCell } from "./evasRowTarget.ts";

const person = (acls: Right[]): AccessSubject => ({
  role: { id: 1, name: "FachAdmin", acls },
  personPermissions: [],
});

describe("evasRowActions", () => {
  it.each<[Right[], string[]]>([
    [
      ["EVAS_CREATE", "EVAS_EDIT", "EVAS_DELETE"],
      ["edit", "delete"],
    ],
    [["EVAS_EDIT"], ["edit"]],
    [["EVAS_DELETE"], ["delete"]],
    [["EVAS_CREATE", "ERHEBUNGSID_EDIT"], []],
  ])("with %j: %j", (acls, actions) => {
    expect(evasRowActions(person(acls))).toEqual(actions);
  });

  it("gives anonymous visitors none", () => {
    expect(evasRowActions(null)).toEqual([]);
  });
});

describe("EVAS row target cell", () => {
  it("round-trips the code and the actions", () => {
    const target = { evas: "12411", actions: ["edit", "delete"] as const };
    expect(
      evasRowTargetCell.parse(evasRowTargetCell.encode({ ...target, actions: [...target.actions] })),
    ).toEqual(target);
  });

  it.each([
    "",
    "edit,delete",
    '{"evas":"12411"}',
    '{"evas":"124","actions":[]}',
    '{"evas":"12411","actions":["drop"]}',
  ])("refuses %j", (text) => {
    expect(evasRowTargetCell.parse(text)).toBeNull();
  });
});
