// The survey the fault checks write, many of them, each with its own statistic and area.
import type { SurveyWriteInput } from "@erhdb/domain";

/** A survey's write body, of statistic 7000-7999 in Bayern, with the EVAS 12612 and 12411 of the register. */
export function surveyWrite(n: number, description: string): SurveyWriteInput {
  return {
    statisticId: String(7000 + (n % 1000)),
    bzr: `${String(Math.floor(n / 1000) % 100).padStart(2, "0")}0000`,
    federalStateCode: "09",
    period: 3,
    description,
    accessMode: false,
    evas: ["12612", "12411"],
    comment: "Störfallprobe",
  };
}
