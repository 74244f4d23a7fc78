import { PLACEHOLDER_EVAS } from "@erhdb/domain";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { useId } from "react";
import { useTranslation } from "react-i18next";

export type PlaceholderEvas = (typeof PLACEHOLDER_EVAS)[number];

const isPlaceholder = (value: string): value is PlaceholderEvas =>
  (PLACEHOLDER_EVAS as readonly string[]).includes(value);

/**
 * The EVAS a NEW_ERHEBUNGSID request without EVAS is accepted with (SPEC 4): one of the placeholders,
 * to be replaced by the survey's real EVAS later (decision 17).
 */
export function PlaceholderEvasChoice({
  value,
  onChange,
}: {
  value: PlaceholderEvas;
  onChange(value: PlaceholderEvas): void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{t("processes.decision.evas")}</FormLabel>
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {t("processes.decision.evasHint")}
      </FormHelperText>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={hintId}
        value={value}
        onChange={(event) => {
          if (isPlaceholder(event.target.value)) onChange(event.target.value);
        }}
      >
        {PLACEHOLDER_EVAS.map((code) => (
          <FormControlLabel
            key={code}
            value={code}
            control={<Radio />}
            label={t(`processes.decision.evasOption.${code}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
