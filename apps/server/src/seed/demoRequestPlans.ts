import type {
  Language,
  RequestAction,
  RequestSpecializingInput,
  RequestStatus,
  RequestType,
} from "@erhdb/domain";
import { REQUEST_STATUSES, REQUEST_TYPES } from "@erhdb/domain";
import type { PlannedSurvey } from "./demoSurveys.ts";

/** Who asks in the demo requests; none of them has an account. */
export interface DemoApplicant {
  forename: string;
  name: string;
  mail: string;
  phone: string;
  office: string;
  lang: Language;
}

const APPLICANTS: readonly DemoApplicant[] = [
  {
    forename: "Julia",
    name: "Schneider",
    mail: "julia.schneider@statistik.rlp.example",
    phone: "+49 2603 71-4410",
    office: "07",
    lang: "de",
  },
  {
    forename: "Markus",
    name: "Weber",
    mail: "markus.weber@statistik.sachsen.example",
    phone: "+49 3578 33-1920",
    office: "14",
    lang: "de",
  },
  {
    forename: "Anja",
    name: "Krüger",
    mail: "anja.krueger@statistik-nord.example",
    phone: "+49 40 42831-1764",
    office: "02",
    lang: "de",
  },
  {
    forename: "Stefan",
    name: "Zimmermann",
    mail: "stefan.zimmermann@it.nrw.example",
    phone: "+49 211 9449-4102",
    office: "05",
    lang: "de",
  },
  {
    forename: "Emma",
    name: "Clarke",
    mail: "emma.clarke@statistik-bw.example",
    phone: "+49 711 641-2690",
    office: "08",
    lang: "en",
  },
  {
    forename: "Birgit",
    name: "Lange",
    mail: "birgit.lange@destatis.example",
    phone: "+49 611 75-4877",
    office: "00",
    lang: "de",
  },
];

/** A step of a demo request's history; `responsible` steps name the person who took it on. */
export interface DemoStep {
  action: RequestAction;
  type: RequestStatus;
  comment: string;
}

export interface RequestPlan {
  status: RequestStatus;
  specializing: RequestSpecializingInput;
  applicant: DemoApplicant;
  substantiation: string;
  steps: readonly DemoStep[];
}

/**
 * The history a request in `status` went through, oldest first. RESPONSIBLE_CHANGED's comment is the
 * name of who took it on, which the seed fills in.
 */
function history(status: RequestStatus): DemoStep[] {
  const created: DemoStep = { action: "CREATED", type: "NEU", comment: "" };
  const takenOn: DemoStep = { action: "RESPONSIBLE_CHANGED", type: "IN_BEARBEITUNG", comment: "" };
  switch (status) {
    case "NEU":
      return [created];
    case "IN_BEARBEITUNG":
      return [
        created,
        takenOn,
        { action: "COMMENTED", type: "IN_BEARBEITUNG", comment: "Rückfrage an das Fachreferat gestellt." },
      ];
    case "GENEHMIGT":
      return [created, takenOn, { action: "APPROVED", type: "GENEHMIGT", comment: "Geprüft und umgesetzt." }];
    case "ABGELEHNT":
      return [
        created,
        { action: "ASSIGNED", type: "IN_BEARBEITUNG", comment: "Zuständigkeit übernommen." },
        {
          action: "REJECT",
          type: "ABGELEHNT",
          comment: "Abgelehnt: Angaben unvollständig, bitte neu stellen.",
        },
      ];
    case "COMPLETED":
      return [
        created,
        takenOn,
        { action: "APPROVED", type: "GENEHMIGT", comment: "" },
        { action: "COMPLETED", type: "COMPLETED", comment: "Umgesetzt, Antragsteller informiert." },
      ];
  }
}

/**
 * Picks the demo surveys requests are about, each once, and bzr that no survey has yet, so that the
 * open requests can be accepted for real: a newcomer accepts one and sees the survey change.
 */
function surveyPicker(surveys: readonly PlannedSurvey[]) {
  const used = new Set<string>();
  const taken = new Set(surveys.map((s) => s.erhebungsid));
  return {
    pick(fits: (s: PlannedSurvey) => boolean, offset: number): PlannedSurvey {
      for (let i = 0; i < surveys.length; i++) {
        const s = surveys[(offset + i) % surveys.length];
        if (s && !used.has(s.erhebungsid) && fits(s)) {
          used.add(s.erhebungsid);
          return s;
        }
      }
      throw new Error("the demo surveys have no survey for a demo request");
    },
    /** A bzr of `rest` (interpreter and time number) from `year` on whose Erhebungsid no survey has. */
    freeBzr(statisticId: string, office: string, year: number, rest = "0000"): string {
      for (let y = year; y <= 99; y++) {
        const bzr = `${String(y).padStart(2, "0")}${rest}`;
        const erhebungsid = `1${statisticId}${bzr}${office}`;
        if (!taken.has(erhebungsid)) {
          taken.add(erhebungsid);
          return bzr;
        }
      }
      throw new Error(`no free bzr for ${statisticId} in ${office}`);
    },
  };
}

const open = (s: PlannedSurvey) => s.status !== 2 && s.status !== 9 && s.baseObjectId === 0;
const unrestricted = (s: PlannedSurvey) => (s.status === 0 || s.status === 1) && s.baseObjectId === 0;
const surveyData = (s: PlannedSurvey) => ({
  description: s.description,
  evas: [...s.evas],
  period: s.period,
  bzr: s.bzr,
  federalStateCode: s.office,
});

type Maker = (
  status: RequestStatus,
  n: number,
) => { specializing: RequestSpecializingInput; substantiation: string };

/**
 * A request of every type in every status (SPEC 2.15 shows each), on the demo surveys and accounts. The
 * open ones (NEU, IN_BEARBEITUNG) are acceptable as they stand.
 */
export function requestPlans(surveys: readonly PlannedSurvey[]): RequestPlan[] {
  const picker = surveyPicker(surveys);
  const makers: Record<RequestType, Maker> = {
    NEW_ERHEBUNGSID: (status) => {
      const base = { type: "NEW_ERHEBUNGSID" as const, period: 3 };
      switch (status) {
        case "NEU":
          return {
            specializing: {
              ...base,
              description: "Statistik der Pflegeberufe – Rheinland-Pfalz",
              evas: [],
              bzr: "260000",
              federalStateCode: "07",
              statistikArt: "Landesstatistik",
            },
            substantiation:
              "Neue Landesstatistik nach dem Pflegeberufegesetz; die EVAS steht noch nicht fest.",
          };
        case "IN_BEARBEITUNG":
          return {
            specializing: {
              ...base,
              period: 4,
              statisticId: "2241",
              description: "Pflegestatistik – Sachsen",
              evas: ["22411"],
              bzr: picker.freeBzr("2241", "14", 27),
              federalStateCode: "14",
              statistikArt: "Bundesstatistik",
            },
            substantiation: "Erhebung im neuen Berichtsjahr.",
          };
        case "ABGELEHNT":
          return {
            specializing: {
              ...base,
              description: "Test",
              evas: ["12612"],
              bzr: "260000",
              federalStateCode: "05",
              statistikArt: "Sonstige",
            },
            substantiation: "Nur ein Test.",
          };
        default:
          return {
            specializing: {
              ...base,
              statisticId: "1261",
              description: "Statistik der Geburten – Hamburg",
              evas: ["12612"],
              bzr: picker.freeBzr("1261", "02", 26),
              federalStateCode: "02",
              statistikArt: "KoordinierteLaenderstatistik",
            },
            substantiation: "Jährliche Erhebung, Berichtsjahr 2026.",
          };
      }
    },
    UPDATE_ERHEBUNGSID: (status, n) => {
      if (status === "IN_BEARBEITUNG") {
        // an approved survey: only its EVAS may change
        const s = picker.pick(
          (x) => x.status === 3 && x.baseObjectId === 0 && x.topic.evas.some((e) => !x.evas.includes(e)),
          n,
        );
        const added = s.topic.evas.find((e) => !s.evas.includes(e)) ?? s.evas[0] ?? "";
        return {
          specializing: {
            type: "UPDATE_ERHEBUNGSID",
            erhebungsid: s.erhebungsid,
            ...surveyData(s),
            evas: [...s.evas, added],
          },
          substantiation: `Die Erhebung erfasst jetzt auch die EVAS ${added}.`,
        };
      }
      const s = picker.pick(status === "NEU" ? unrestricted : open, n);
      return {
        specializing: {
          type: "UPDATE_ERHEBUNGSID",
          erhebungsid: s.erhebungsid,
          ...surveyData(s),
          description: `${s.description} (neue Rechtsgrundlage)`,
        },
        substantiation: "Beschreibung an die neue Rechtsgrundlage anpassen.",
      };
    },
    CONTINUE_ERHEBUNGSID: (_, n) => {
      const s = picker.pick((x) => x.status === 3 && x.baseObjectId === 0, n);
      const bzr = picker.freeBzr(s.statisticId, s.office, Number(s.bzr.slice(0, 2)) + 1, s.bzr.slice(2));
      return {
        specializing: { type: "CONTINUE_ERHEBUNGSID", erhebungsid: s.erhebungsid, ...surveyData(s), bzr },
        substantiation: "Fortsetzung für den nächsten Berichtszeitraum.",
      };
    },
    ARCHIVE_ERHEBUNGSID: (_, n) => {
      const s = picker.pick(open, n);
      return {
        specializing: {
          type: "ARCHIVE_ERHEBUNGSID",
          erhebungsid: s.erhebungsid,
          description: "Erhebung eingestellt",
        },
        substantiation: "Alle Lieferungen liegen vor; die Erhebung wird nicht fortgeführt.",
      };
    },
    REQUEST_RIGHTS: (status) => ({
      specializing: {
        type: "REQUEST_RIGHTS",
        permissionList:
          status === "NEU"
            ? [
                { statisticId: "4521", lkz: "14", res_rights: true, eid_rights: true },
                { statisticId: "1261", lkz: "14", mapping_rights: true },
              ]
            : [{ statisticId: "1261", lkz: "02", res_rights: true }],
        supervisorMail: "referatsleitung@statistik.example",
      },
      substantiation:
        status === "NEU"
          ? "Neue Sachbearbeiterin im Referat Gastgewerbe."
          : "Vertretung während der Elternzeit.",
    }),
    RESET_RIGHTS: (status) => {
      // the open ones name demo accounts, so that accepting them withdraws real permissions
      const account =
        status === "NEU"
          ? { forename: "Franziska", name: "Huber", mail: "loggeduser@erhebungsdatenbank.de" }
          : status === "IN_BEARBEITUNG"
            ? { forename: "Michael", name: "Braun", mail: "fachadmin@erhebungsdatenbank.de" }
            : { forename: "Anja", name: "Krüger", mail: "anja.krueger@statistik-nord.example" };
      return {
        specializing: { type: "RESET_RIGHTS", ...account, reason: "Wechsel in ein anderes Referat" },
        substantiation: "Rechte werden nicht mehr benötigt.",
      };
    },
  };
  return REQUEST_TYPES.flatMap((type, t) =>
    REQUEST_STATUSES.map((status, s) => {
      const n = t * REQUEST_STATUSES.length + s;
      return {
        status,
        ...makers[type](status, n * 11),
        applicant: APPLICANTS[n % APPLICANTS.length] as DemoApplicant,
        steps: history(status),
      };
    }),
  );
}
