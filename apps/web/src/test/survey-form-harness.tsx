import type { AuthPerson, Evas, SurveyAnswer, SurveyDialogMode } from "@erhdb/domain";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppProviders } from "../app/providers.tsx";
import { useSession } from "../auth/session-context.ts";
import { useSurveyForm } from "../features/surveys/form/use-survey-form.tsx";
import { TREE } from "./evas-fixtures.ts";
import { json, mockApi } from "./http.ts";

/** Statistic 1261, bzr 250000 (the year 2025), office 09 (Bayern): testable, no base object. */
export const SURVEY: SurveyAnswer = {
  id: 7,
  erhebungsid: "1126125000009",
  statisticId: "1261",
  bzr: "250000",
  federalStateCode: "09",
  period: 3,
  description: "Bodennutzungshaupterhebung 2025 – Bayern",
  evas: [{ evas: "12411", description: "Fortschreibung des Bevölkerungsstandes", closing: null }],
  status: 1,
  accessMode: false,
  baseObjectId: 0,
  predecessorId: null,
  links: [],
  resources: [],
  updating: "2025-03-01T10:00:00Z",
};

/** What `evas/activeEvas` answers. */
export const ACTIVE_EVAS: Evas[] = [
  { id: 1, evas: "12211", description: "Mikrozensus", period: 3, closing: "2999-12-31" },
  { id: 2, evas: "12411", description: "Fortschreibung des Bevölkerungsstandes", period: 3, closing: null },
  { id: 3, evas: "46241", description: "Straßenverkehrsunfälle", period: 0, closing: null },
];

const QUIET_SESSION = { revalidateIntervalMs: 600_000, idleTimeoutMs: 600_000 };

export interface SurveyFormOptions {
  person: AuthPerson;
  mode: SurveyDialogMode;
  survey?: SurveyAnswer;
  api?: Parameters<typeof mockApi>[0];
  /** the dialog's name, when not the German one of the mode */
  title?: string;
}

/** The hook as the surveys page uses it: a button opens the dialog in the mode, the API mocked. */
export async function openSurveyForm({ person, mode, survey = SURVEY, api, title }: SurveyFormOptions) {
  window.localStorage.setItem("token", "test-token");
  const fetchMock = mockApi({
    "GET auth": () => json(person),
    [`GET eid/erhebungsid/${survey.erhebungsid}`]: () => json(survey),
    "GET evas/activeEvas": () => json(ACTIVE_EVAS),
    "GET evas/activeEvasTree": () => json(TREE),
    ...api,
  });
  function Harness() {
    const { person: loaded } = useSession();
    const form = useSurveyForm();
    if (!loaded) return null;
    return (
      <>
        <button
          type="button"
          onClick={() => form.open(mode, mode === "create" ? undefined : survey.erhebungsid)}
        >
          open
        </button>
        {form.dialog}
      </>
    );
  }
  const view = render(
    <AppProviders session={QUIET_SESSION}>
      <Harness />
    </AppProviders>,
  );
  await userEvent.click(await screen.findByRole("button", { name: "open" }));
  const dialog = await screen.findByRole("dialog", { name: title ?? TITLES[mode] });
  return { ...view, fetchMock, dialog };
}

const TITLES: Record<SurveyDialogMode, string> = {
  create: "Erhebung anlegen",
  edit: "Erhebung bearbeiten",
  continue: "Erhebung fortführen",
};

/** The JSON body of the POST to `path`, if one was sent. */
export function bodyOf(fetchMock: ReturnType<typeof mockApi>, path: string): unknown {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => String(url).endsWith(`/api/v1/${path}`) && init?.method === "POST",
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}
