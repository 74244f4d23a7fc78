import { berlinIsoDate, isEvasDiscontinued, type SurveyEvasAnswer } from "@erhdb/domain";
import Box from "@mui/material/Box";
import { darken, type Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../lib/format-day.ts";

// The warning colour at text contrast (>= 4.5:1): the light theme's orange is too pale for text.
const warningText = (theme: Theme) =>
  theme.palette.mode === "light" ? darken(theme.palette.warning.dark, 0.25) : theme.palette.warning.light;

/** The survey's EVAS (SPEC 2.4): a closed one in the warning colour and in words, with its closing day. */
export function DetailEvas({ evas }: { evas: readonly SurveyEvasAnswer[] }) {
  const { t } = useTranslation();
  if (evas.length === 0) return <Typography>{t("surveys.detail.noEvas")}</Typography>;
  const today = berlinIsoDate(new Date());
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {evas.map((e) => {
        const closed = isEvasDiscontinued(e.closing, today);
        return (
          <Box component="li" key={e.evas} sx={closed ? { color: warningText } : undefined}>
            {e.evas} – {e.description}
            {closed && e.closing && <> ({t("surveys.detail.evasClosed", { date: formatDay(e.closing) })})</>}
          </Box>
        );
      })}
    </Box>
  );
}
