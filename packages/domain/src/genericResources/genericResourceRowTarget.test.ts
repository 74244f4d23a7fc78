import { describe, expect, it } from "vitest";
import type { Right } from "../auth/rights.ts";
import { person } from "../testing/persons.ts";
import { genericResourceRowActions } from "./genericResourceRowTarget.ts";

describe("genericResourceRowActions", () => {
  it.each<[Right[], string[]]>([
    [
      ["GENERICRESOURCE_CREATE", "GENERICRESOURCE_EDIT", "GENERICRESOURCE_DELETE"],
      ["download", "edit", "delete"],
    ],
    [["GENERICRESOURCE_EDIT"], ["download", "edit"]],
    [["GENERICRESOURCE_DELETE"], ["download", "delete"]],
    [["GENERICRESOURCE_CREATE"], ["download"]],
  ])("with %j: %j", (acls, actions) => {
    expect(genericResourceRowActions(person("FachAdmin", acls))).toEqual(actions);
  });

  it("gives anonymous visitors the download only", () => {
    expect(genericResourceRowActions(null)).toEqual(["download"]);
  });
});
