import { useTranslation } from "react-i18next";
import { Page } from "../../components/Page.tsx";
import { TabbedPanels } from "../../components/TabbedPanels.tsx";
import { StatisticIdPanel } from "./components/StatisticIdPanel.tsx";
import { UserTablePanel } from "./components/UserTablePanel.tsx";

/**
 * The users page (SPEC 2.12): the accounts as a table, and the accounts by statistic id. The route guard
 * lets only USER_READ in; the server checks every call again.
 */
export function UsersPage() {
  const { t } = useTranslation();
  return (
    <Page title={t("screen.users")}>
      <TabbedPanels
        label={t("users.tabs")}
        tabs={[
          { key: "users", label: t("users.tab.users"), panel: <UserTablePanel /> },
          { key: "statisticIds", label: t("users.tab.statisticIds"), panel: <StatisticIdPanel /> },
        ]}
      />
    </Page>
  );
}
