import { acceptsEvasInput, berlinIsoDate, isEvasDiscontinued, type SurveyEvasAnswer } from "@erhdb/domain";
import AccountTreeIcon from "@mui/icons-material/AccountTree";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message.ts";
import { useActiveEvas } from "../../api/evas.ts";
import { formatDay } from "../../lib/format-day.ts";
import { EvasOverviewPopover } from "./EvasOverviewPopover.tsx";
import { EvasPickerDialog } from "./EvasPickerDialog.tsx";
import { evasToAdd } from "./evas-assignment.ts";

export interface SurveyEvasFieldsProps {
  evas: SurveyEvasAnswer[];
  onChange(next: SurveyEvasAnswer[]): void;
  /** the list's problem found on saving */
  error?: string | undefined;
}

/** The EVAS tab: the assigned EVAS with remove and overview, adding by code or from the tree (SPEC 2.4, 5). */
export function SurveyEvasFields({ evas, onChange, error }: SurveyEvasFieldsProps) {
  const { t } = useTranslation();
  const active = useActiveEvas();
  const listId = useId();
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [overview, setOverview] = useState<{ entry: SurveyEvasAnswer; anchor: HTMLElement } | null>(null);
  const [picking, setPicking] = useState(false);
  const today = berlinIsoDate(new Date());

  const add = (value: string): string | null => {
    const result = evasToAdd(value, evas, active.data ?? []);
    if ("problem" in result) return result.problem;
    onChange([...evas, result.entry]);
    return null;
  };
  const addTyped = () => {
    const next = add(code);
    setProblem(next);
    if (next === null) setCode("");
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter adds the EVAS instead of saving the whole dialog.
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (active.data) addTyped();
  };
  const shown = problem ? t(problem) : error;
  const overviewOf = (entry: SurveyEvasAnswer) => ({
    ...entry,
    period: active.data?.find((e) => e.evas === entry.evas)?.period ?? null,
  });

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Typography id={listId} variant="subtitle1" component="h3">
        {t("surveyForm.evas.listLabel")}
      </Typography>
      {evas.length === 0 ? (
        <Typography variant="body2">{t("surveyForm.evas.none")}</Typography>
      ) : (
        <Box component="ul" aria-labelledby={listId} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {evas.map((entry) => (
            <Box
              component="li"
              key={entry.evas}
              sx={{ display: "flex", alignItems: "center", gap: 1, py: 0.25 }}
            >
              <Button
                size="small"
                aria-label={t("surveyForm.evas.overview", { evas: entry.evas })}
                aria-haspopup="dialog"
                onClick={(event) => setOverview({ entry, anchor: event.currentTarget })}
                sx={{ fontVariantNumeric: "tabular-nums", minWidth: "7ch" }}
              >
                {entry.evas}
              </Button>
              <Box component="span" sx={{ flex: 1 }}>
                {entry.description}
                {isEvasDiscontinued(entry.closing, today) && entry.closing && (
                  <Typography component="span" variant="body2" sx={{ ml: 1 }}>
                    ({t("surveyForm.evas.discontinued", { date: formatDay(entry.closing) })})
                  </Typography>
                )}
              </Box>
              <IconButton
                aria-label={t("surveyForm.evas.remove", { evas: entry.evas })}
                onClick={() => onChange(evas.filter((e) => e.evas !== entry.evas))}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {active.isError && <Alert severity="error">{errorMessage(active.error, t)}</Alert>}
      {/* busy while the active EVAS load: the buttons wait for them, and assistive technology hears why */}
      <Box
        aria-busy={active.isPending}
        sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: "wrap" }}
      >
        <TextField
          label={t("surveyForm.evas.addField")}
          value={code}
          onChange={(event) => {
            // the message was about the last attempt: any change, even a refused keystroke, ends it
            setProblem(null);
            if (acceptsEvasInput(event.target.value)) setCode(event.target.value);
          }}
          onKeyDown={onKeyDown}
          error={Boolean(shown)}
          helperText={shown ?? t("surveyForm.evas.addHint")}
          slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 5, autoComplete: "off" } }}
          sx={{ minWidth: 220 }}
        />
        <Button variant="outlined" onClick={addTyped} disabled={!active.data} sx={{ mt: 1 }}>
          {t("surveyForm.evas.add")}
        </Button>
        <Button
          startIcon={<AccountTreeIcon />}
          onClick={() => setPicking(true)}
          disabled={!active.data}
          aria-haspopup="dialog"
          sx={{ mt: 1 }}
        >
          {t("surveyForm.evas.pick")}
        </Button>
      </Box>
      {overview && (
        <EvasOverviewPopover
          anchor={overview.anchor}
          evas={overviewOf(overview.entry)}
          onClose={() => setOverview(null)}
        />
      )}
      {picking && (
        <EvasPickerDialog active={active.data ?? []} onAdd={add} onClose={() => setPicking(false)} />
      )}
    </Box>
  );
}
