import { BREAKPOINTS, THEME, type ThemeCode } from "@erhdb/domain";
import type { Localization } from "@mui/material/locale";
import { createTheme, type Theme } from "@mui/material/styles";

/**
 * Light and dark themes. Colours are chosen for WCAG 2.1 AA contrast (>= 4.5:1 for text) against
 * the backgrounds they are used on: the light primary #0d47a1 on white is 9:1, the dark
 * primary #90caf9 on #121212 is 10:1, and the secondary text colours stay above 4.5:1.
 */
export function createAppTheme(themeCode: ThemeCode, texts: Localization): Theme {
  const dark = themeCode === THEME.dark;
  return createTheme(
    {
      breakpoints: { values: { ...BREAKPOINTS } },
      // Whoever asks the system for less motion gets menus, dialogs and ripples without their
      // movement: MUI's transitions then take no time (WCAG 2.3.3). The end-to-end tests ask for it
      // too, so that no option is clicked while its menu grows and axe measures no colour mid-fade.
      motion: { reducedMotion: "system" },
      palette: dark
        ? {
            mode: "dark",
            primary: { main: "#90caf9" },
            secondary: { main: "#ce93d8" },
            background: { default: "#121212", paper: "#1e1e1e" },
          }
        : {
            mode: "light",
            primary: { main: "#0d47a1" },
            secondary: { main: "#6a1b9a" },
            background: { default: "#fafafa", paper: "#ffffff" },
          },
      components: {
        // Links stay underlined so they are not told apart by colour alone (WCAG 1.4.1).
        MuiLink: { defaultProps: { underline: "always" } },
      },
    },
    texts,
  );
}
