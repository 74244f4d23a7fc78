import { describe, expect, it } from "vitest";
import { newStatisticId, STATISTIC_ID_WITHOUT_EVAS } from "./newStatisticId.ts";

const ids = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(4, "0"));

describe("newStatisticId (decision 39)", () => {
  it("numbers a statistic after its first EVAS of a subject area, as the register's ids are", () => {
    expect(newStatisticId(["22411", "22421"], new Set())).toBe("2241");
    // the placeholders name no subject area: the first real EVAS counts
    expect(newStatisticId(["00000", "45213"], new Set())).toBe("4521");
  });

  it("takes the next free id above it when the EVAS's own is taken", () => {
    // the demo's Geburten (1261) and Sterbefälle (1262)
    expect(newStatisticId(["12612"], new Set(["1261", "1262"]))).toBe("1263");
  });

  it("numbers a statistic without an EVAS of the register in EVAS 99 (Sonderbereiche), never 0000", () => {
    expect(STATISTIC_ID_WITHOUT_EVAS).toBe("9901");
    expect(newStatisticId([], new Set())).toBe("9901");
    expect(newStatisticId(["09000"], new Set(["9901"]))).toBe("9902");
    expect(newStatisticId(["00000"], new Set(["0000", "0001"]))).toBe("9901");
  });

  it("goes on from 1000 after 9999, and gives 0000 to 0999 only when every other id is taken", () => {
    expect(newStatisticId([], new Set(ids(9901, 9999)))).toBe("1000");
    expect(newStatisticId(["88881"], new Set([...ids(8888, 9999), ...ids(1000, 1002)]))).toBe("1003");
    expect(newStatisticId([], new Set(ids(1000, 9999)))).toBe("0000");
    expect(newStatisticId(["12612"], new Set(ids(0, 9999)))).toBeNull();
  });
});
