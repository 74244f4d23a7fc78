import { useTranslation } from "react-i18next";
import { useSession } from "../../auth/session-context.ts";
import { Page } from "../../components/Page.tsx";
import { TabbedPanels } from "../../components/TabbedPanels.tsx";
import { readStorage, STORAGE_KEYS, writeStorage } from "../../lib/storage.ts";
import { GeneralTab } from "./components/GeneralTab.tsx";
import { PasswordTab } from "./components/PasswordTab.tsx";
import { PreferencesTab } from "./components/PreferencesTab.tsx";

/**
 * /settings (SPEC 2.11): the account's data, its theme and language, its password; the chosen tab is
 * kept in local storage (SPEC 9). The route guard lets only a logged-in user in, and sends anyone else
 * home.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { person } = useSession();
  // The guard renders this page only with a person; a session ending meanwhile leaves it empty.
  if (!person) return null;
  return (
    <Page title={t("screen.settings")}>
      <TabbedPanels
        label={t("settings.tabs")}
        initialKey={readStorage(STORAGE_KEYS.settingsTab)}
        onChange={(key) => writeStorage(STORAGE_KEYS.settingsTab, key)}
        tabs={[
          { key: "general", label: t("settings.tab.general"), panel: <GeneralTab person={person} /> },
          { key: "settings", label: t("settings.tab.settings"), panel: <PreferencesTab /> },
          { key: "password", label: t("settings.tab.password"), panel: <PasswordTab person={person} /> },
        ]}
      />
    </Page>
  );
}
