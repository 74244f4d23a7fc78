import { NEWSLETTER_RESOURCE_TYPES } from "@erhdb/domain";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import { type Ref, useId } from "react";
import { useTranslation } from "react-i18next";
import { typeLabel } from "../newsletter-form.ts";

export interface ResourceTypeChoiceProps {
  value: readonly string[];
  onChange(types: string[]): void;
  problem?: string | undefined;
  /** the first box, to take the focus when the choice is at fault */
  firstRef?: Ref<HTMLInputElement>;
}

/** The resource types a subscription names (SPEC 2.22's twelve), as boxes with their names, and all at once. */
export function ResourceTypeChoice({ value, onChange, problem, firstRef }: ResourceTypeChoiceProps) {
  const { t, i18n } = useTranslation();
  const helperId = useId();
  const chosen = new Set(value);
  const all = NEWSLETTER_RESOURCE_TYPES.every((code) => chosen.has(code));
  // the list keeps the types' order of SPEC 2.22, whatever order they were ticked in
  const toggle = (code: string, on: boolean) =>
    onChange(NEWSLETTER_RESOURCE_TYPES.filter((type) => (type === code ? on : chosen.has(type))));

  return (
    <FormControl
      component="fieldset"
      required
      error={problem !== undefined}
      aria-describedby={problem === undefined ? undefined : helperId}
    >
      <FormLabel component="legend">{t("newsletter.field.resourceTypes")}</FormLabel>
      <FormControlLabel
        label={t("newsletter.field.allResourceTypes")}
        control={
          <Checkbox
            checked={all}
            indeterminate={!all && chosen.size > 0}
            onChange={(event) => onChange(event.target.checked ? [...NEWSLETTER_RESOURCE_TYPES] : [])}
          />
        }
      />
      <FormGroup
        sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, columnGap: 2, pl: 3 }}
      >
        {NEWSLETTER_RESOURCE_TYPES.map((code, index) => (
          <FormControlLabel
            key={code}
            label={typeLabel(code, i18n.language)}
            control={
              <Checkbox
                name="resourceType"
                value={code}
                checked={chosen.has(code)}
                onChange={(event) => toggle(code, event.target.checked)}
                slotProps={{ input: { ref: index === 0 ? firstRef : undefined } }}
              />
            }
          />
        ))}
      </FormGroup>
      {problem !== undefined && <FormHelperText id={helperId}>{problem}</FormHelperText>}
    </FormControl>
  );
}
