import { type AuthPerson, isLanguage } from "@erhdb/domain";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../api/client.ts";
import { SessionProvider, type SessionProviderProps } from "../auth/SessionProvider.tsx";
import { ConfirmProvider } from "../components/confirm.tsx";
import { PageTitleProvider } from "../components/page-title.tsx";
import { SnackbarProvider } from "../components/snackbar.tsx";
import { PreferencesProvider, usePreferences } from "../lib/preferences.tsx";
import { muiTexts } from "./mui-texts.ts";
import { SurveyResourceViewsProvider } from "./survey-resource-views.tsx";
import { createAppTheme } from "./theme.ts";

export type SessionOptions = Pick<SessionProviderProps, "revalidateIntervalMs" | "idleTimeoutMs">;

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; network hiccups and 5xx get one more try.
        retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** Theme and baseline CSS follow the current preferences (the date pickers' locale: PickersLocale). */
function Themed({ children }: { children: ReactNode }) {
  const { theme } = usePreferences();
  const { t } = useTranslation();
  const muiTheme = useMemo(() => createAppTheme(theme, muiTexts(t)), [theme, t]);
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

/** After login (or a reload of the person) its saved theme and language win (SPEC 4). */
function SessionWithSettings({ children, ...options }: SessionOptions & { children: ReactNode }) {
  const { setTheme, setLanguage } = usePreferences();
  const apply = useCallback(
    ({ personSetting }: AuthPerson) => {
      if (personSetting?.theme === 1 || personSetting?.theme === 2) setTheme(personSetting.theme);
      if (isLanguage(personSetting?.lang)) setLanguage(personSetting.lang);
    },
    [setTheme, setLanguage],
  );
  return (
    <SessionProvider {...options} onPersonLoaded={apply}>
      {children}
    </SessionProvider>
  );
}

/** Every app-wide context, in dependency order; tests render the same tree. */
export function AppProviders({ children, session }: { children: ReactNode; session?: SessionOptions }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <PreferencesProvider>
        <Themed>
          <SnackbarProvider>
            <ConfirmProvider>
              <SessionWithSettings {...session}>
                <PageTitleProvider>
                  <SurveyResourceViewsProvider>{children}</SurveyResourceViewsProvider>
                </PageTitleProvider>
              </SessionWithSettings>
            </ConfirmProvider>
          </SnackbarProvider>
        </Themed>
      </PreferencesProvider>
    </QueryClientProvider>
  );
}
