import type { AccessSubject } from "@erhdb/domain";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { preloadScreen } from "../screen-modules.ts";
import { drawerSections } from "./drawer-entries.ts";

export interface NavDrawerContentProps {
  person: AccessSubject;
  /** called after an entry was chosen (closes the temporary drawer on narrow screens) */
  onNavigate?: () => void;
}

/** The drawer's navigation: one labelled list per group, entries are plain links. */
export function NavDrawerContent({ person, onNavigate }: NavDrawerContentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t("nav.label")}>
      {drawerSections(person).map(({ group, entries }) => {
        const headingId = `nav-group-${group}`;
        return (
          <div key={group}>
            {/* The heading stays outside the <ul>: a list may only hold <li> children. */}
            <ListSubheader id={headingId} component="h2" disableSticky sx={{ lineHeight: "40px" }}>
              {t(`nav.groups.${group}`)}
            </ListSubheader>
            <List dense disablePadding aria-labelledby={headingId}>
              {entries.map((screen) => {
                const current = pathname === screen.path;
                return (
                  <ListItem key={screen.path} disablePadding>
                    <ListItemButton
                      component={Link}
                      to={screen.path}
                      selected={current}
                      aria-current={current ? "page" : undefined}
                      onClick={onNavigate}
                      // the screen's code is on its way while the user decides (issue 17)
                      onPointerEnter={() => preloadScreen(screen.path)}
                      onFocus={() => preloadScreen(screen.path)}
                    >
                      <ListItemText primary={t(screen.titleKey)} />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          </div>
        );
      })}
    </nav>
  );
}
