import type { AuthPerson } from "@erhdb/domain";
import { render, screen } from "@testing-library/react";
import {
  type Location,
  MemoryRouter,
  NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
} from "react-router";
import { onTestFinished } from "vitest";
import { AppProviders, type SessionOptions } from "../app/providers.tsx";
import { AppRoutes } from "../app/routes.tsx";
import { i18n } from "../i18n/i18n.ts";
import { json, mockApi } from "./http.ts";

export interface RenderAppOptions {
  /** logged in as this person (a stored token and GET auth answering it) */
  person?: AuthPerson | null;
  session?: SessionOptions;
  /** more mocked API routes, or replacements of the defaults ("GET auth", "POST logout") */
  api?: Parameters<typeof mockApi>[0];
}

/** Whether the app rendered by the running test has a person logged in: findHeading waits for them. */
let loggedIn = false;

// Long enough that the periodic re-check never fires inside a test unless the test asks for it.
const QUIET_SESSION: SessionOptions = { revalidateIntervalMs: 600_000, idleTimeoutMs: 600_000 };

/** The whole app (providers, shell, routes) at `path`, with the API mocked. */
export function renderApp(path: string, { person = null, session, api }: RenderAppOptions = {}) {
  if (person) window.localStorage.setItem("token", "test-token");
  loggedIn = person !== null;
  onTestFinished(() => {
    loggedIn = false;
  });
  const fetchMock = mockApi({
    "GET auth": () => (person ? json(person) : json({ code: "UNAUTHENTICATED", message: "no session" }, 401)),
    "POST logout": () => {
      // the session has ended: the next page's heading comes without a person in the app bar
      loggedIn = false;
      return new Response(null, { status: 204 });
    },
    ...api,
  });
  // where the app is now and how it got there, for the tests to read as `router.state`
  // ... and the browser's Back and Forward buttons
  const router: {
    state: { location: Location; historyAction: NavigationType };
    back(): void;
    forward(): void;
  } = {
    state: {
      location: { pathname: path, search: "", hash: "", state: null, key: "default" },
      historyAction: NavigationType.Pop,
    },
    back: () => undefined,
    forward: () => undefined,
  };
  function LocationProbe() {
    router.state.location = useLocation();
    router.state.historyAction = useNavigationType();
    const navigate = useNavigate();
    router.back = () => void navigate(-1);
    router.forward = () => void navigate(1);
    return null;
  }
  const result = render(
    <AppProviders session={{ ...QUIET_SESSION, ...session }}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, router, fetchMock };
}

/**
 * Waits until the page's h1 shows and, for an app with a person logged in, the app bar names them: the
 * session check's answer renders as a transition (SessionProvider), so a page that anonymous visitors
 * see too shows its heading before its logged-in parts. A page whose code a test file loads for the
 * first time may take seconds to transform under Vitest: `timeout` for those.
 */
export async function findHeading(name: string | RegExp, { timeout }: { timeout?: number } = {}) {
  const wait = timeout === undefined ? undefined : { timeout };
  const heading = await screen.findByRole("heading", { level: 1, name }, wait);
  if (loggedIn) await screen.findByTestId("current-user", {}, wait);
  return heading;
}

/**
 * renderApp in English: the language switched before the render, and a logged-in person's saved language
 * English too (the session applies the person's language once it has loaded them).
 */
export async function renderAppInEnglish(path: string, options: RenderAppOptions = {}) {
  await i18n.changeLanguage("en");
  const { person } = options;
  return renderApp(path, {
    ...options,
    person: person && { ...person, personSetting: { ...person.personSetting, lang: "en" } },
  });
}

/** For findHeading: a page's first load in a test file (the surveys page imports most of the app). */
export const FIRST_LOAD = { timeout: 30_000 };
