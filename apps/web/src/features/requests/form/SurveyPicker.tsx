import { DEBOUNCE_MS, type MinimalSurvey } from "@erhdb/domain";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useSurveySearch } from "../api.ts";
import { type ErrorOf, fieldState } from "./field-state.ts";

const PATH = "requestSpecializing.erhebungsid";

export interface SurveyPickerProps {
  erhebungsid: string;
  errorOf: ErrorOf;
  /** the text typed: an Erhebungsid as it is, or a search */
  onType(text: string): void;
  /** a survey of the list was chosen */
  onPick(survey: MinimalSurvey): void;
}

/**
 * The survey a request is about (decision 10): typing searches `eid/minimalized` by the beginning of an
 * Erhebungsid or a word of the description, among the surveys the visitor may see; the Erhebungsid may
 * also be typed whole. The server tells an unknown one at the field.
 */
export function SurveyPicker({ erhebungsid, errorOf, onType, onPick }: SurveyPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(erhebungsid.trim(), DEBOUNCE_MS);
  const surveys = useSurveySearch(search, open);
  const state = fieldState(errorOf, PATH, t("requests.hint.erhebungsid"));

  return (
    <Autocomplete<MinimalSurvey, false, false, true>
      id={state.id}
      freeSolo
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={surveys.data ?? []}
      loading={surveys.isFetching}
      loadingText={t("requests.picker.loading")}
      // the server searched already; the list shows what it found
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === "string" ? option : option.erhebungsid)}
      getOptionKey={(option) => (typeof option === "string" ? option : option.id)}
      inputValue={erhebungsid}
      onInputChange={(_, text, reason) => {
        // choosing an option sets the input to its Erhebungsid; onChange handles that
        if (reason !== "reset") onType(text);
      }}
      onChange={(_, value) => {
        if (value !== null && typeof value !== "string") onPick(value);
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {t("requests.picker.option", { erhebungsid: option.erhebungsid, description: option.description })}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t("requests.field.erhebungsid")}
          required
          error={state.error}
          helperText={state.helperText}
        />
      )}
    />
  );
}
