import MenuIcon from "@mui/icons-material/Menu";
import AppBar from "@mui/material/AppBar";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useSession } from "../../auth/session-context.ts";
import { useCurrentPageTitle } from "../../components/page-title.tsx";
import { AccountMenu } from "./AccountMenu.tsx";
import { NAV_DRAWER_ID } from "./NavDrawer.tsx";

export interface AppHeaderProps {
  drawerOpen: boolean;
  onToggleDrawer(): void;
}

/** The app bar: drawer toggle, 'Erhebungsdatenbank – <screen>', the user and the account menu. */
export function AppHeader({ drawerOpen, onToggleDrawer }: AppHeaderProps) {
  const { t } = useTranslation();
  const { person } = useSession();
  const screenTitle = useCurrentPageTitle();
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
