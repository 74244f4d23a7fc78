import { HOME_PATH, LANGUAGES, type Language, THEME } from "@erhdb/domain";
import AccountCircle from "@mui/icons-material/AccountCircle";
import Check from "@mui/icons-material/Check";
import DarkMode from "@mui/icons-material/DarkMode";
import Info from "@mui/icons-material/Info";
import Keyboard from "@mui/icons-material/Keyboard";
import Login from "@mui/icons-material/Login";
import Logout from "@mui/icons-material/Logout";
import Mail from "@mui/icons-material/Mail";
import Person from "@mui/icons-material/Person";
import Settings from "@mui/icons-material/Settings";
import ToggleOff from "@mui/icons-material/ToggleOff";
import ToggleOn from "@mui/icons-material/ToggleOn";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { errorMessage } from "../../api/error-message.ts";
import { useSession } from "../../auth/session-context.ts";
import { useSearchShortcut } from "../../auth/use-search-shortcut.ts";
import { useSettingsActions } from "../../auth/use-settings-actions.ts";
import { useSnackbar } from "../../components/snackbar.tsx";
import { useMenuAnchor } from "../../components/use-menu-anchor.ts";
import { useOpenedOnce } from "../../components/use-opened-once.ts";
import { loginPathFor } from "../../lib/redirect.ts";
import { AboutDialog } from "./AboutDialog.tsx";
import { ContactDialog } from "./ContactDialog.tsx";

export function AccountMenu() {
  const { t } = useTranslation();
  const { person, logout } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { theme, language, changeTheme, changeLanguage } = useSettingsActions();
  const { mounted, close, labelledBy, buttonProps, menuProps } = useMenuAnchor();
  const [dialog, setDialog] = useState<"contact" | "about" | null>(null);
  const contactMounted = useOpenedOnce(dialog === "contact");
  const aboutMounted = useOpenedOnce(dialog === "about");
  const dark = theme === THEME.dark;
  const shortcut = useSearchShortcut();
  const snackbar = useSnackbar();
  // unlike the theme, which this browser keeps anyway, a shortcut not saved stays as it was: say so
  const switchShortcut = () =>
    shortcut
      .set(!shortcut.on)
      .catch((error: unknown) => snackbar.error(errorMessage(error, t, { action: "EDIT", object: "USER" })));

  const openDialog = (which: "contact" | "about") => {
    close();
    setDialog(which);
  };
  const chooseLanguage = (next: Language) => {
    close();
    changeLanguage(next);
  };
  // Logout leaves the page first and ends the session once the home page is on screen: ended on a
  // protected page, the session would make that page's guard send the user to the login instead. The
  // effect runs after the commit that shows the home page, however long its code takes to arrive.
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!leaving || pathname !== HOME_PATH) return;
    setLeaving(false);
    void logout();
  }, [leaving, pathname, logout]);
  const doLogout = () => {
    close();
    setLeaving(true);
    void navigate(HOME_PATH);
  };

  return (
    <>
      <IconButton {...buttonProps} color="inherit" aria-label={t("account.menuButton")}>
        <AccountCircle />
      </IconButton>
      {mounted && (
        <Menu
          {...menuProps}
          anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
          transformOrigin={{ vertical: "top", horizontal: "right" }}
          slotProps={{ list: { "aria-labelledby": labelledBy } }}
          // Rendered inside the app bar's banner landmark instead of a portal at the end of <body>,
          // where its content would sit outside every landmark (axe "region").
          disablePortal
        >
          {person && (
            // Information, not an action; shown at full contrast although it cannot be chosen.
            <MenuItem disabled sx={{ "&.Mui-disabled": { opacity: 1 } }}>
              <ListItemIcon>
                <Person fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={person.email} />
            </MenuItem>
          )}
          {person && (
            <MenuItem component={Link} to="/settings" onClick={close}>
              <ListItemIcon>
                <Settings fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t("account.settings")} />
            </MenuItem>
          )}
          {!person && (
            <MenuItem component={Link} to={loginPathFor(pathname, search)} onClick={close}>
              <ListItemIcon>
                <Login fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t("account.login")} />
            </MenuItem>
          )}
          <MenuItem onClick={() => openDialog("contact")}>
            <ListItemIcon>
              <Mail fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t("account.contact")} />
          </MenuItem>
          <MenuItem onClick={() => openDialog("about")}>
            <ListItemIcon>
              <Info fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t("account.about")} />
          </MenuItem>
          <Divider />
          {/* A switch drawn as an icon: a real <input> inside a menu item would be nested interactive. */}
          <MenuItem
            role="menuitemcheckbox"
            aria-checked={dark}
            onClick={() => changeTheme(dark ? THEME.light : THEME.dark)}
          >
            <ListItemIcon>
              <DarkMode fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t("account.darkMode")} />
            {dark ? <ToggleOn color="primary" sx={{ ml: 2 }} /> : <ToggleOff sx={{ ml: 2 }} />}
          </MenuItem>
          {/* WCAG 2.1.4: a shortcut of one character key can be turned off */}
          <MenuItem role="menuitemcheckbox" aria-checked={shortcut.on} onClick={() => void switchShortcut()}>
            <ListItemIcon>
              <Keyboard fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t("search.shortcut")} />
            {shortcut.on ? <ToggleOn color="primary" sx={{ ml: 2 }} /> : <ToggleOff sx={{ ml: 2 }} />}
          </MenuItem>
          <Divider />
          {LANGUAGES.map((lang) => (
            <MenuItem
              key={lang}
              role="menuitemradio"
              aria-checked={language === lang}
              lang={lang}
              onClick={() => chooseLanguage(lang)}
            >
              <ListItemIcon>{language === lang && <Check fontSize="small" />}</ListItemIcon>
              <ListItemText primary={t(`language.${lang}`)} />
            </MenuItem>
          ))}
          {person && <Divider />}
          {person && (
            <MenuItem onClick={doLogout}>
              <ListItemIcon>
                <Logout fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t("account.logout")} />
            </MenuItem>
          )}
        </Menu>
      )}
      {contactMounted && <ContactDialog open={dialog === "contact"} onClose={() => setDialog(null)} />}
      {aboutMounted && <AboutDialog open={dialog === "about"} onClose={() => setDialog(null)} />}
    </>
  );
}
