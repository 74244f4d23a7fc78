import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import Toolbar from "@mui/material/Toolbar";
import useMediaQuery from "@mui/material/useMediaQuery";
import { Suspense, useState } from "react";
import { Outlet } from "react-router";
import { FullPageProgress } from "../../components/FullPageProgress.tsx";
import { AppHeader } from "./AppHeader.tsx";
import { NavDrawer } from "./NavDrawer.tsx";
import { SessionExpiredDialog } from "./SessionExpiredDialog.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink.tsx";

/** The frame around every route: skip link, app bar, drawer and the one <main> landmark. */
export function AppLayout() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"), { noSsr: true });
  // Open by default beside the content from md up; a narrow screen starts with it closed.
  const [wideOpen, setWideOpen] = useState(true);
  const [narrowOpen, setNarrowOpen] = useState(false);
  const open = wide ? wideOpen : narrowOpen;
  const setOpen = wide ? setWideOpen : setNarrowOpen;

  return (
    <Box sx={{ display: "flex", minHeight: "100vh" }}>
      <SkipLink />
      <AppHeader drawerOpen={open} onToggleDrawer={() => setOpen(!open)} />
      <NavDrawer open={open} wide={wide} onClose={() => setOpen(false)} />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, outline: "none" }}
      >
        {/* Spacer of the fixed app bar's height. */}
        <Toolbar />
        <Suspense fallback={<FullPageProgress />}>
          <Outlet />
        </Suspense>
      </Box>
      <SessionExpiredDialog />
    </Box>
  );
}
