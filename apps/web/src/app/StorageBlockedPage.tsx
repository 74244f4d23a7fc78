import { LANGUAGES } from "@erhdb/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { i18n } from "../i18n/i18n.ts";

/** The page speaks both languages, so it waits for both catalogues (others load only the shown one). */
export function loadStorageBlockedTexts(): Promise<void> {
  return i18n.loadLanguages([...LANGUAGES]);
}

/**
 * The whole app when local storage cannot be written (SPEC 1): German first, English below,
 * regardless of the chosen language (which could not be stored anyway).
 */
export function StorageBlockedPage() {
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 720 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {i18n.t("app.name", { lng: "de" })}
      </Typography>
      <Typography lang="de" gutterBottom>
        {i18n.t("app.storageBlocked", { lng: "de" })}
      </Typography>
      <Typography lang="en">{i18n.t("app.storageBlocked", { lng: "en" })}</Typography>
    </Box>
  );
}
