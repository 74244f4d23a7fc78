import {
  composeResourceKey,
  RESOURCE_TYPES,
  resourceFileFormats,
  specializationsOf,
  storedContentType,
} from "@erhdb/domain";
import type { PlannedSurvey } from "./demoSurveys.ts";
import type { DemoFile } from "./documents.ts";
import {
  checkCodeZip,
  conversionIni,
  exampleXml,
  idevPackageZip,
  infoPdf,
  plMetadataXml,
  questionnaireXml,
  surveyDescriptionXml,
  textFile,
  zipFile,
} from "./documents.ts";
import { createRandom, type Random } from "./random.ts";

export interface PlannedResource {
  erhebungsid: string;
  resourceType: string;
  specialization: string;
  version: string;
  validFromBzr: string | null;
  resourceKey: string;
  description: string;
  status: number;
  accessMode: boolean;
  counts: { core: number; intern: number; extern: number };
  file: DemoFile;
  updating: Date;
}

/** Which optional types a survey gets besides its description (99), by weight. */
const OPTIONAL_TYPES: readonly (readonly [string, number])[] = [
  ["98", 3],
  ["97", 4],
  ["95", 1],
  ["94", 2],
  ["93", 1.5],
  ["92", 2],
  ["91", 2],
  ["90", 1],
  ["89", 1.5],
  ["88", 1],
  ["87", 1],
  ["86", 1],
];

/** Resources for about 40 % of the surveys: a survey description and up to three more files each. */
export function planResources(random: Random, surveys: readonly PlannedSurvey[]): PlannedResource[] {
  const resources: PlannedResource[] = [];
  for (const survey of surveys) {
    if (!random.chance(0.4)) continue;
    const types = new Set(["99"]);
    for (let n = random.int(0, 3); n > 0; n--) types.add(random.weighted(OPTIONAL_TYPES));
    for (const type of types) {
      const specialization = specializationFor(random, type);
      // Some files were replaced: the old version stays, archived.
      const versions = random.chance(0.2) ? [1, 2] : [1];
      for (const version of versions) {
        const superseded = version < versions.length;
        resources.push(planResource(random, survey, type, specialization, version, superseded));
      }
    }
  }
  return resources;
}

function planResource(
  random: Random,
  survey: PlannedSurvey,
  type: string,
  specialization: string,
  version: number,
  superseded: boolean,
): PlannedResource {
  const validFromBzr = type === "93" || type === "94" ? survey.bzr : null;
  const status = superseded ? 10 : statusFor(random, survey.status);
  const used = status === 3 || status === 8 || status === 10;
  const updating = new Date(
    survey.createdAt.getTime() + random.int(1, 60) * 86_400_000 + (version - 1) * 30 * 86_400_000,
  );
  return {
    erhebungsid: survey.erhebungsid,
    resourceType: type,
    specialization,
    version: String(version).padStart(4, "0"),
    validFromBzr,
    resourceKey: composeResourceKey({
      erhebungsid: survey.erhebungsid,
      resourceType: type,
      specialization,
      version,
      validFromBzr,
    }),
    description: `${TYPE_DESCRIPTIONS[type]} – ${survey.description}`,
    status,
    accessMode: survey.accessMode && (status === 3 || status === 8) && random.chance(0.8),
    counts: {
      core: used ? random.int(0, 150) : 0,
      intern: used ? random.int(0, 900) : 0,
      extern: used && survey.accessMode ? random.int(0, 5000) : 0,
    },
    file: asStored(type, specialization, fileFor(random, survey, type, specialization)),
    updating: updating < survey.updating ? updating : survey.updating,
  };
}

const TYPE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "99": "Erhebungsbeschreibung",
  "98": "Liefervereinbarung",
  "97": "Elektronischer Fragebogen",
  "95": "Umsteigeschlüssel",
  "94": "PL-Metadaten",
  "93": "PL-Prüfcode",
  "92": "Einheitlicher Papierfragebogen",
  "91": "Fachinformationen",
  "90": "Beispieldaten",
  "89": "Datensatzbeschreibung",
  "88": "Sonstige Unterlagen",
  "87": "PL-Dokumentation",
  "86": "IDEV-Paket",
};

function specializationFor(random: Random, type: string): string {
  const choices: Readonly<Record<string, readonly string[]>> = {
    "97": ["00", "00", "01", "02", "50"],
    "94": ["00", "01", "50"],
    "93": ["00", "01", "02"],
    "92": ["00", "01", "02", "03"],
    "90": ["00", "01", "02"],
    "89": ["00", "01", "20", "21"],
    "88": ["00", "05", "10"],
  };
  return random.pick(choices[type] ?? ["00"]);
}

/** Resource status by the survey's: approved surveys mostly carry usable and used files. */
function statusFor(random: Random, surveyStatus: number): number {
  switch (surveyStatus) {
    case 3:
      return random.weighted([
        [3, 5],
        [8, 4],
        [1, 1],
        [2, 1],
        [0, 0.5],
      ]);
    case 2:
      return random.weighted([
        [10, 3],
        [8, 1],
      ]);
    case 9:
      return random.weighted([
        [9, 2],
        [11, 1],
      ]);
    default:
      return random.weighted([
        [1, 4],
        [2, 2],
        [0, 2],
        [3, 1],
      ]);
  }
}

/**
 * A demo file as an upload stores it (decision 13): a file of a type that takes any format is bytes,
 * application/octet-stream with no encoding, whatever it holds.
 */
function asStored(type: string, specialization: string, file: DemoFile): DemoFile {
  const formats = resourceFileFormats(type, specialization) ?? "any";
  if (formats !== "any") return file;
  const contentType = storedContentType({ name: file.fileName, contentType: file.contentType }, formats);
  return { ...file, contentType, encoding: null };
}

function fileFor(random: Random, s: PlannedSurvey, type: string, specialization: string): DemoFile {
  const id = s.erhebungsid;
  switch (type) {
    case "99":
      return surveyDescriptionXml(s, random.chance(0.1) ? "ISO-8859-1" : "UTF-8");
    case "98":
      return infoPdf(`LV_${id}.pdf`, "Liefervereinbarung", s);
    case "97":
      return questionnaireXml(s, specialization);
    case "95":
      return conversionIni(s);
    case "94":
      return Number(specialization) < 50
        ? plMetadataXml(s, specialization, random.pick(["UTF-8", "ISO-8859-15"]))
        : textFile(`PLT_${id}_${specialization}.txt`, `Transformation der PL-Metadaten für ${id}\n`);
    case "93":
      return checkCodeZip(s, specialization, s.createdAt);
    case "92":
      return infoPdf(`PFB_${id}_${specialization}.pdf`, "Papierfragebogen", s);
    case "91":
      return random.chance(0.5)
        ? textFile(
            `FI_${id}.txt`,
            `Fachinformationen zur ${s.description}\nAnsprechpartner: Fachbereich Statistik\n`,
          )
        : infoPdf(`FI_${id}.pdf`, "Fachinformationen", s);
    case "90":
      return random.chance(0.7)
        ? exampleXml(s, specialization)
        : zipFile(`BSP_${id}_${specialization}.zip`, [exampleXml(s, specialization)], s.createdAt);
    case "89":
      return Number(specialization) < 20
        ? infoPdf(`DSB_${id}_${specialization}.pdf`, "Datensatzbeschreibung", s)
        : textFile(`DSB_${id}_${specialization}.txt`, "Feld;Typ;Länge\nBZR;N;6\nRS;A;12\nANZAHL;N;9\n");
    case "88":
      return textFile(`SON_${id}_${specialization}.txt`, `Hinweise zur ${s.description}\n`);
    case "87":
      return infoPdf(`PLD_${id}.pdf`, "PL-Dokumentation", s);
    default:
      return idevPackageZip(s, s.createdAt);
  }
}

/**
 * The resource showcase (decision 13): the newest survey of a statistic the demo specialist (fachadmin,
 * res_rights for 3111 in Baden-Württemberg) edits, approved and public, with two versions of every
 * resource type in turn in every status, so that a newcomer meets the whole lifecycle on one survey:
 * downloads, locks, deletes, replaced versions. Returns the survey, changed in place, or null.
 */
export const SHOWCASE_TARGET = { statisticId: "3111", office: "08" } as const;

export function markShowcaseSurvey(surveys: PlannedSurvey[]): PlannedSurvey | null {
  const candidates = surveys.filter(
    (s) => s.statisticId === SHOWCASE_TARGET.statisticId && s.office === SHOWCASE_TARGET.office,
  );
  const showcase = candidates.sort((a, b) => b.bzr.localeCompare(a.bzr))[0] ?? null;
  if (showcase) Object.assign(showcase, { status: 3, accessMode: true, baseObjectId: 0 });
  return showcase;
}

const SHOWCASE_STATUSES = [0, 1, 2, 3, 8, 9, 10, 11] as const;

export function planShowcaseResources(
  survey: PlannedSurvey,
  planned: readonly PlannedResource[],
): PlannedResource[] {
  // a generator of its own, so that the rest of the demo data comes out as before
  const random = createRandom(31_110_008);
  const showcase: PlannedResource[] = [];
  let turn = 0;
  for (const { code: type } of RESOURCE_TYPES) {
    const specialization = specializationsOf(type)[0] ?? "00";
    const taken = planned.filter(
      (r) =>
        r.erhebungsid === survey.erhebungsid &&
        r.resourceType === type &&
        r.specialization === specialization,
    ).length;
    for (let version = taken + 1; version <= taken + 2; version++) {
      const status = SHOWCASE_STATUSES[turn++ % SHOWCASE_STATUSES.length] ?? 0;
      const resource = planResource(random, survey, type, specialization, version, false);
      const used = status === 3 || status === 8 || status === 10 || status === 11;
      showcase.push({
        ...resource,
        status,
        accessMode: status === 3 || status === 8,
        counts: used ? resource.counts : { core: 0, intern: 0, extern: 0 },
      });
    }
  }
  return showcase;
}
