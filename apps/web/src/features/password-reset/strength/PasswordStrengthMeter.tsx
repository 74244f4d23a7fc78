import { PASSWORD_MIN_LENGTH } from "@erhdb/domain";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../../../app/preferences.tsx";
import { loadPasswordRater, type RatePassword, type StrengthScore } from "./password-rater.ts";

const SCORE_COLOUR: Record<StrengthScore, "error" | "warning" | "success"> = {
  0: "error",
  1: "error",
  2: "warning",
  3: "success",
  4: "success",
};

export interface PasswordStrengthMeterProps {
  password: string;
  /** words of the account (name, address) that make a password easy to guess */
  userInputs?: readonly string[];
}

/**
 * How hard the new password is to guess (SPEC 5), once it has the minimum length. The rater loads when
 * the meter first shows; it advises only: what the server refuses is said at the field.
 */
export function PasswordStrengthMeter({ password, userInputs = [] }: PasswordStrengthMeterProps) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const labelId = useId();
  const [rate, setRate] = useState<RatePassword | null>(null);

  useEffect(() => {
    let current = true;
    loadPasswordRater()
      .then((rater) => {
        if (current) setRate(() => rater);
      })
      // Without the word lists there is no meter; the form works without it.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  const long = password.length >= PASSWORD_MIN_LENGTH;
  const rating = useMemo(
    () => (rate && long ? rate(password, userInputs, language) : null),
    [rate, long, password, userInputs, language],
  );
  if (!rating) return null;

  const label = t(`passwordStrength.score.${rating.score}`);
  return (
    <Box>
      <Typography id={labelId} variant="body2" aria-live="polite">
        {t("passwordStrength.label", { label })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(rating.score + 1) * 20}
        color={SCORE_COLOUR[rating.score]}
        aria-labelledby={labelId}
        aria-valuetext={label}
        sx={{ height: 8, borderRadius: 1, my: 0.5 }}
      />
      {(rating.warning || rating.suggestions.length > 0) && (
        <Typography variant="body2" color="text.secondary" component="div">
          {rating.warning && <Box>{rating.warning}</Box>}
          {rating.suggestions.map((suggestion) => (
            <Box key={suggestion}>{suggestion}</Box>
          ))}
        </Typography>
      )}
    </Box>
  );
}
