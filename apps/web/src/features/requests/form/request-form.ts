import {
  defaultBzrForYear,
  fieldErrors,
  NEW_SURVEY_DEFAULTS,
  periodFromDisplay,
  periodToDisplay,
  type RequestCreate,
  type RequestType,
  requestCreateSchema,
  type SurveyAnswer,
  type SurveyEvasAnswer,
} from "@erhdb/domain";

/** One row of a REQUEST_RIGHTS permission list as typed; `key` only tells the rows apart. */
export interface PermissionRow {
  key: number;
  statisticId: string;
  lkz: string;
  res_rights: boolean;
  it_res_rights: boolean;
  eid_rights: boolean;
  mapping_rights: boolean;
}

/** The rights a permission row asks for (SPEC 3 "Request specializing"; no organisator flag). */
export const REQUESTED_RIGHTS = ["res_rights", "it_res_rights", "eid_rights", "mapping_rights"] as const;

/**
 * Everything a request page holds, of every type it offers: switching the type on /requestadminaccess
 * keeps what was typed for the other one. `toRequestCreate` sends only the chosen type's part.
 */
export interface RequestFormValues {
  type: RequestType;
  applicant: { name: string; forename: string; mail: string; phonenumber: string; federalStateCode: string };
  substantiation: string;
  /** the honeypot: people never see it, so only a robot fills it */
  website: string;
  /** NEW, UPDATE, CONTINUE and ARCHIVE (the last uses only erhebungsid and description) */
  survey: {
    erhebungsid: string;
    description: string;
    statistikArt: string;
    /** NEW only, optional: an existing statistic id */
    statisticId: string;
    bzr: string;
    /** '' (no period) or '00'..'13' */
    period: string;
    federalStateCode: string;
    evas: SurveyEvasAnswer[];
  };
  permissions: PermissionRow[];
  supervisorMail: string;
  reset: { forename: string; name: string; mail: string; reason: string };
}

export type SurveyValues = RequestFormValues["survey"];

let rowKeys = 0;
export function emptyPermissionRow(): PermissionRow {
  rowKeys += 1;
  return {
    key: rowKeys,
    statisticId: "",
    lkz: "",
    res_rights: false,
    it_res_rights: false,
    eid_rights: false,
    mapping_rights: false,
  };
}

/** A fresh form of the page's type: the survey defaults of SPEC 9, the bzr of the current year. */
export function emptyRequestForm(type: RequestType, now: Date = new Date()): RequestFormValues {
  return {
    type,
    applicant: { name: "", forename: "", mail: "", phonenumber: "", federalStateCode: "" },
    substantiation: "",
    website: "",
    survey: {
      erhebungsid: "",
      description: "",
      statistikArt: "",
      statisticId: "",
      bzr: defaultBzrForYear(now),
      period: periodToDisplay(NEW_SURVEY_DEFAULTS.period),
      federalStateCode: "",
      evas: [],
    },
    permissions: [emptyPermissionRow()],
    supervisorMail: "",
    reset: { forename: "", name: "", mail: "", reason: "" },
  };
}

/** A survey's current data, for the applicant to change (UPDATE) or to carry on (CONTINUE). */
export function surveyValuesOf(survey: SurveyAnswer): Partial<SurveyValues> {
  return {
    erhebungsid: survey.erhebungsid,
    description: survey.description,
    bzr: survey.bzr,
    period: periodToDisplay(survey.period),
    federalStateCode: survey.federalStateCode,
    evas: survey.evas.map(({ evas, description, closing }) => ({ evas, description, closing })),
  };
}

/**
 * What the form holds of the chosen type, unchecked: an empty select or a half-typed field goes as it
 * is, and the domain's schema names what is wrong with it.
 */
type Unchecked = Record<string, unknown>;

function specializingOf(values: RequestFormValues): Unchecked {
  const s = values.survey;
  // An unknown display period is no number at all, so the schema names the field.
  const period = periodFromDisplay(s.period) ?? Number.NaN;
  const surveyData = {
    description: s.description,
    evas: s.evas.map((e) => e.evas),
    period,
    bzr: s.bzr,
    federalStateCode: s.federalStateCode,
  };
  switch (values.type) {
    case "NEW_ERHEBUNGSID":
      return {
        type: values.type,
        ...surveyData,
        statistikArt: s.statistikArt,
        ...(s.statisticId === "" ? {} : { statisticId: s.statisticId }),
      };
    case "UPDATE_ERHEBUNGSID":
    case "CONTINUE_ERHEBUNGSID":
      return { type: values.type, erhebungsid: s.erhebungsid.trim(), ...surveyData };
    case "ARCHIVE_ERHEBUNGSID":
      return { type: values.type, erhebungsid: s.erhebungsid.trim(), description: s.description };
    case "REQUEST_RIGHTS":
      return {
        type: values.type,
        permissionList: values.permissions.map(({ key: _key, ...permission }) => permission),
        supervisorMail: values.supervisorMail,
      };
    case "RESET_RIGHTS":
      return { type: values.type, ...values.reset };
  }
}

/** The body of `POST request/create` as the form makes it, before the domain's schema checks it. */
export function requestInputOf(values: RequestFormValues): Unchecked {
  return {
    requestSpecializing: specializingOf(values),
    applicant: values.applicant,
    substantiation: values.substantiation,
    ...(values.website === "" ? {} : { website: values.website }),
  };
}

/**
 * The fields of the form by the path the schema and the server name them (`field` of a 400, e.g.
 * `applicant.mail`). A problem deeper down (one EVAS of the list) belongs to the field that holds it.
 */
const LIST_FIELDS = ["requestSpecializing.evas"];

export function formFieldOf(path: string): string {
  return LIST_FIELDS.find((field) => path.startsWith(`${field}.`)) ?? path;
}

/** Field path -> the i18n key of its first problem (the domain's REQUEST_MESSAGE_KEYS). */
export type RequestFormErrors = Readonly<Record<string, string>>;

/** The payload checked by the domain's schema, or the problems by field. */
export function toRequestCreate(
  values: RequestFormValues,
): { value: RequestCreate; errors?: undefined } | { errors: RequestFormErrors } {
  const result = requestCreateSchema.safeParse(requestInputOf(values));
  if (result.success) return { value: result.data };
  const errors: Record<string, string> = {};
  for (const [path, key] of Object.entries(fieldErrors(result.error))) {
    const field = formFieldOf(path);
    errors[field] ??= key;
  }
  return { errors };
}

const SURVEY_DATA_FIELDS = ["description", "bzr", "period", "federalStateCode", "evas"] as const;

function specializingFields(values: RequestFormValues): string[] {
  switch (values.type) {
    case "NEW_ERHEBUNGSID":
      return ["statistikArt", "statisticId", ...SURVEY_DATA_FIELDS];
    case "UPDATE_ERHEBUNGSID":
    case "CONTINUE_ERHEBUNGSID":
      return ["erhebungsid", ...SURVEY_DATA_FIELDS];
    case "ARCHIVE_ERHEBUNGSID":
      return ["erhebungsid", "description"];
    case "REQUEST_RIGHTS":
      return [
        ...values.permissions.flatMap((_, i) =>
          ["statisticId", "lkz", "rights"].map((field) => `permissionList.${i}.${field}`),
        ),
        "permissionList",
        "supervisorMail",
      ];
    case "RESET_RIGHTS":
      return ["forename", "name", "mail", "reason"];
  }
}

/** The paths of the fields the form shows for its type, in the order it shows them. */
export function shownFields(values: RequestFormValues): string[] {
  return [
    ...specializingFields(values).map((field) => `requestSpecializing.${field}`),
    ...["forename", "name", "mail", "phonenumber", "federalStateCode"].map((field) => `applicant.${field}`),
    "substantiation",
  ];
}
