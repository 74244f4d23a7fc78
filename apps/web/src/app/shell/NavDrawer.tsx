import { DRAWER_WIDTH } from "@erhdb/domain";
import Drawer from "@mui/material/Drawer";
import Toolbar from "@mui/material/Toolbar";
import { useTranslation } from "react-i18next";
import { useSession } from "../../auth/session-context.ts";
import { NavDrawerContent } from "./NavDrawerContent.tsx";

export const NAV_DRAWER_ID = "nav-drawer";

export interface NavDrawerProps {
  open: boolean;
  /** wide screens keep the drawer beside the content; narrow ones lay it over the content */
  wide: boolean;
  onClose(): void;
}

export function NavDrawer({ open, wide, onClose }: NavDrawerProps) {
  const { t } = useTranslation();
  const { person } = useSession();
  return (
    <Drawer
      id={NAV_DRAWER_ID}
      variant={wide ? "persistent" : "temporary"}
      open={open}
      onClose={onClose}
      // The temporary drawer is a modal dialog and needs a name; the persistent one is plain content.
      slotProps={wide ? undefined : { paper: { "aria-label": t("nav.label") } }}
      sx={{
        width: wide && open ? DRAWER_WIDTH : 0,
        flexShrink: 0,
        "& .MuiDrawer-paper": { width: DRAWER_WIDTH, boxSizing: "border-box" },
      }}
    >
      {/* Keeps the first entry below the fixed app bar. */}
      <Toolbar />
      <NavDrawerContent person={person} onNavigate={wide ? undefined : onClose} />
    </Drawer>
  );
}
