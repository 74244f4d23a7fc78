import MenuIcon from "@mui/icons-material/Menu";
import AppBar from "@mui/material/AppBar";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../auth/session-context.ts";
import { lazyExport } from "../../components/lazy-export.ts";
import { useCurrentPageTitle } from "../../components/page-title.tsx";
import { AccountMenu } from "./AccountMenu.tsx";
import { NAV_DRAWER_ID } from "./NavDrawer.tsx";

// The search field's code (MUI's Autocomplete, its popper and the query) comes after the first screen:
// the first screen's budget holds (issue 36, point 12), and until it is there the bar has no field.
const SearchField = lazyExport(() => import("../../features/search/index.ts").then((m) => m.SearchField), {
  texts: "first",
});

/**
 * True once the page has been idle: the search's code is fetched then, not in the first render's task,
 * which also starts the page's own requests (decision 22, total blocking time).
 */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const go = () => setIdle(true);
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(go);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(go, 0);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

export interface AppHeaderProps {
  drawerOpen: boolean;
  onToggleDrawer(): void;
}

/** The app bar: drawer toggle, 'Erhebungsdatenbank – <screen>', the search, the user and the account menu. */
export function AppHeader({ drawerOpen, onToggleDrawer }: AppHeaderProps) {
  const { t } = useTranslation();
  const { person } = useSession();
  const screenTitle = useCurrentPageTitle();
  const idle = useIdle();
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={drawerOpen ? t("nav.close") : t("nav.open")}
          aria-controls={NAV_DRAWER_ID}
          aria-expanded={drawerOpen}
          onClick={onToggleDrawer}
          sx={{ mr: 2 }}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1 }}>
          {screenTitle ? t("app.title", { screen: screenTitle }) : t("app.name")}
        </Typography>
        {idle && (
          <Suspense fallback={null}>
            <SearchField />
          </Suspense>
        )}
        {person && (
          <Typography
            data-testid="current-user"
            variant="body2"
            noWrap
            sx={{ display: { xs: "none", sm: "block" }, mx: 1 }}
          >
            {t("account.user", { name: person.name, forename: person.forename, role: person.role.name })}
          </Typography>
        )}
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
