import { PASSWORD_MIN_LENGTH } from "@erhdb/domain";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../../lib/preferences.tsx";
import type { StrengthRating, StrengthScore } from "./password-rater.ts";
import { prepareRater, ratePassword } from "./rater-client.ts";

const SCORE_COLOUR: Record<StrengthScore, "error" | "warning" | "success"> = {
  0: "error",
  1: "error",
  2: "warning",
  3: "success",
  4: "success",
};

const NO_USER_INPUTS: readonly string[] = [];

export interface PasswordStrengthMeterProps {
  password: string;
  /** words of the account (name, address) that make a password easy to guess */
  userInputs?: readonly string[];
}

/**
 * How hard the new password is to guess (SPEC 5), once it has the minimum length. The rater starts when
 * the meter first shows (the password form opens) and works in a thread of its own; it advises only:
 * what the server refuses is said at the field.
 */
export function PasswordStrengthMeter({ password, userInputs = NO_USER_INPUTS }: PasswordStrengthMeterProps) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const labelId = useId();
  const long = password.length >= PASSWORD_MIN_LENGTH;
  const [rated, setRated] = useState<StrengthRating | null>(null);

  useEffect(prepareRater, []);

  useEffect(() => {
    if (!long) return;
    let current = true;
    ratePassword(password, userInputs, language)
      .then((rating) => {
        if (current) setRated(rating);
      })
      // Without the word lists there is no meter; the form works without it.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [long, password, userInputs, language]);

  // a rating of an earlier password shows until the new one arrives, but never for a short one
  const rating = long ? rated : null;
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
