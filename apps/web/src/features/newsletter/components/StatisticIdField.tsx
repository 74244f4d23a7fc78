import { ALL_STATISTIC_IDS } from "@erhdb/domain";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { useApprovedStatisticIds } from "../api.ts";
import { statisticIdLabel } from "../newsletter-form.ts";

export interface StatisticIdFieldProps {
  /** the chosen statistic id or allID; '' while none is chosen */
  value: string;
  onChange(value: string): void;
  /** what is wrong with the choice, shown at the field */
  problem?: string | undefined;
  size?: "small" | "medium";
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The statistic id of a newsletter topic (SPEC 2.22): one of the approved public surveys'
 * (`util/allApprovedStatistikId`), or allID, every current and future one, offered first.
 */
export function StatisticIdField({ value, onChange, problem, size, inputRef }: StatisticIdFieldProps) {
  const { t } = useTranslation();
  const ids = useApprovedStatisticIds();
  const options = [ALL_STATISTIC_IDS, ...(ids.data ?? [])];
  // the ids failed to load: allID is still offered, and the field says why the rest is missing
  const helperText = problem ?? (ids.isError ? errorMessage(ids.error, t) : undefined);

  return (
    <Autocomplete
      options={options}
      value={value || null}
      onChange={(_, next) => onChange(next ?? "")}
      getOptionLabel={(id) => statisticIdLabel(id, t)}
      loading={ids.isPending}
      loadingText={t("app.loading")}
      noOptionsText={t("newsletter.noStatisticIds")}
      sx={{ minWidth: 280 }}
      renderInput={(params) => (
        <TextField
          {...params}
          name="statisticId"
          label={t("newsletter.field.statisticId")}
          required
          size={size}
          inputRef={inputRef}
          error={problem !== undefined}
          helperText={helperText}
        />
      )}
    />
  );
}
