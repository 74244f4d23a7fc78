import { composeErhebungsid } from "@erhdb/domain";
import type { Scope, Topic } from "./catalog.ts";
import { MONTHS_DE, OFFICE_CODES, REGION_NAMES, STATE_CODES, TOPICS, topicByStatisticId } from "./catalog.ts";
import type { Random } from "./random.ts";

/** A demo survey before it is written: everything but the database ids. */
export interface PlannedSurvey {
  erhebungsid: string;
  statisticId: string;
  bzr: string;
  office: string;
  period: number;
  description: string;
  status: number;
  accessMode: boolean;
  baseObjectId: number;
  /** erhebungsid of the survey this one continues */
  predecessor: string | null;
  evas: readonly string[];
  year: number;
  topic: Topic;
  counts: { core: number; intern: number; extern: number };
  createdAt: Date;
  updating: Date;
}

const FIRST_YEAR = 2016;
const DAY = 86_400_000;

/**
 * About `count` surveys over every office, period and status. `anchors` (statistic id and office) get a
 * survey of the last two years each, so that the demo accounts' permissions point at real surveys.
 */
export function planSurveys(
  random: Random,
  count: number,
  now: Date,
  anchors: readonly { statisticId: string; office: string }[],
): PlannedSurvey[] {
  const lastYear = now.getUTCFullYear();
  const planned = new Map<string, PlannedSurvey>();
  const add = (topic: Topic, office: string, year: number) => {
    const survey = planSurvey(random, topic, office, year, now);
    if (!planned.has(survey.erhebungsid)) planned.set(survey.erhebungsid, survey);
  };
  for (const a of anchors) {
    for (const year of [lastYear - 1, lastYear]) add(topicByStatisticId(a.statisticId), a.office, year);
  }
  // Cycling through topics and, at first, through offices covers every period and office.
  for (let i = 0; planned.size < count; i++) {
    const topic = TOPICS[i % TOPICS.length]!;
    const office = i < OFFICE_CODES.length ? OFFICE_CODES[i]! : officeFor(random, topic.scope);
    const year = random.weighted(
      Array.from({ length: lastYear - FIRST_YEAR + 1 }, (_, k) => [FIRST_YEAR + k, 1 + k] as const),
    );
    add(topic, office, year);
  }
  const surveys = [...planned.values()];
  // Make sure every status shows up however the dice fell.
  [0, 1, 2, 3, 9].forEach((status, k) => {
    if (!surveys.some((s) => s.status === status)) surveys[surveys.length - 1 - k]!.status = status;
  });
  linkSuccessors(random, surveys);
  assignBaseObjects(random, surveys);
  return surveys;
}

function planSurvey(random: Random, topic: Topic, office: string, year: number, now: Date): PlannedSurvey {
  const { bzr, label } = reportingPeriod(random, topic, year);
  const erhebungsid = composeErhebungsid({ statisticId: topic.statisticId, bzr, federalStateCode: office });
  const recent = year >= now.getUTCFullYear() - 1;
  const status = random.weighted<number>(
    recent
      ? [
          [3, 5],
          [1, 3],
          [0, 2],
          [9, 0.3],
        ]
      : [
          [3, 5],
          [2, 4],
          [0, 1],
          [9, 0.5],
        ],
  );
  const extra = random.sample(topic.evas.slice(1), random.int(0, Math.min(2, topic.evas.length - 1)));
  const start = Math.min(Date.UTC(year - 1, 9, 1) + random.int(0, 200) * DAY, now.getTime() - 30 * DAY);
  const createdAt = new Date(start);
  const updating = new Date(
    Math.min(start + random.int(0, 400) * DAY, now.getTime() - random.int(0, 20) * DAY),
  );
  const used = status === 3 || status === 2;
  return {
    erhebungsid,
    statisticId: topic.statisticId,
    bzr,
    office,
    period: topic.period,
    description: `${topic.title} ${label} – ${REGION_NAMES[office]}`,
    status,
    accessMode: status === 3 ? random.chance(0.7) : random.chance(0.15),
    baseObjectId: 0,
    predecessor: null,
    evas: [topic.evas[0]!, ...extra],
    year,
    topic,
    counts: {
      core: used ? random.int(0, 400) : 0,
      intern: used ? random.int(0, 2500) : random.int(0, 20),
      extern: used && status === 3 ? random.int(0, 12_000) : 0,
    },
    createdAt,
    updating: updating < createdAt ? createdAt : updating,
  };
}

/** The bzr of one reporting period of the year and how a description names it. */
function reportingPeriod(random: Random, topic: Topic, year: number): { bzr: string; label: string } {
  const yy = String(year % 100).padStart(2, "0");
  const month = (m: number) => ({ bzr: `${yy}4${pad3(m)}`, label: `${MONTHS_DE[m - 1]} ${year}` });
  const quarter = (q: number) => ({ bzr: `${yy}3${pad3(q)}`, label: `${q}. Quartal ${year}` });
  switch (topic.period) {
    case 0:
      return month(random.int(1, 12));
    case 1:
    case 12:
      return quarter(random.int(1, 4));
    case 2: {
      const half = random.int(1, 2);
      if (topic.semester) {
        const label = half === 1 ? `Sommersemester ${year}` : `Wintersemester ${year}/${(year + 1) % 100}`;
        return { bzr: `${yy}2${pad3(half)}`, label };
      }
      return { bzr: `${yy}1${pad3(half)}`, label: `${half}. Halbjahr ${year}` };
    }
    case 11:
      return month(random.pick([6, 8, 10]));
    case 13:
      return month(random.int(3, 11));
    default:
      return { bzr: `${yy}0000`, label: String(year) };
  }
}

function officeFor(random: Random, scope: Scope): string {
  if (scope === "federal") return "00";
  if (scope === "states") return random.pick(STATE_CODES);
  return random.weighted([["00", 3], ["99", 1], ...STATE_CODES.map((c) => [c, 1.5] as const)]);
}

/** Some statistics were continued year by year: each survey of such a chain names its predecessor. */
function linkSuccessors(random: Random, surveys: PlannedSurvey[]): void {
  const chains = new Map<string, PlannedSurvey[]>();
  for (const s of surveys) {
    const key = `${s.statisticId}-${s.office}`;
    chains.set(key, [...(chains.get(key) ?? []), s]);
  }
  for (const chain of chains.values()) {
    if (chain.length < 2 || !random.chance(0.6)) continue;
    chain.sort((a, b) => a.bzr.localeCompare(b.bzr));
    for (let i = 1; i < chain.length; i++) chain[i]!.predecessor = chain[i - 1]!.erhebungsid;
  }
}

/** A few surveys belong to a base object of the survey-management system (the unassign screen). */
function assignBaseObjects(random: Random, surveys: PlannedSurvey[]): void {
  const candidates = surveys.filter((s) => s.status === 3 || s.status === 0);
  for (const s of random.sample(candidates, Math.min(18, candidates.length))) {
    s.baseObjectId = 4_700_000 + random.int(1000, 99_999);
  }
}

function pad3(n: number): string {
  return String(n).padStart(3, "0");
}
