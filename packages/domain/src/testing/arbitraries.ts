import fc from "fast-check";
import { BZR_INTERPRETERS } from "../codes/bzr.ts";
import { SURVEY_OFFICE_CODES } from "../codes/offices.ts";
import { RESOURCE_TYPES } from "../codes/resourceTypes.ts";

/** fast-check generators of valid identifiers, shared by the property tests. */
export const digits = (n: number) =>
  fc.array(fc.constantFrom(..."0123456789"), { minLength: n, maxLength: n }).map((a) => a.join(""));

export const validBzr = fc
  .tuple(fc.integer({ min: 0, max: 99 }), fc.constantFrom(...BZR_INTERPRETERS))
  .chain(([year, i]) =>
    fc
      .integer({ min: i.minTimeNumber, max: i.maxTimeNumber })
      .map((t) => `${String(year).padStart(2, "0")}${i.code}${String(t).padStart(3, "0")}`),
  );

export const validErhebungsidParts = fc.record({
  statisticId: digits(4),
  bzr: validBzr,
  federalStateCode: fc.constantFrom(...SURVEY_OFFICE_CODES),
});

export const validErhebungsid = validErhebungsidParts.map(
  (p) => `1${p.statisticId}${p.bzr}${p.federalStateCode}`,
);

/** A resource type with one of its specializations. */
export const typeAndSpecialization = fc.constantFrom(...RESOURCE_TYPES).chain((t) =>
  fc
    .constantFrom(...t.specializations)
    .chain(([from, to]) => fc.integer({ min: from, max: to }))
    .map((n) => ({ resourceType: t.code as string, specialization: String(n).padStart(2, "0") })),
);
