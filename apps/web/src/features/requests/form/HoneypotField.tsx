import Box from "@mui/material/Box";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../../components/visually-hidden.ts";

/**
 * The honeypot `website` (decision 17): off the screen, hidden from screen readers, out of the tab order
 * and never filled in by the browser, so no person meets it; a robot that fills every field gives itself
 * away, and the server then stores nothing.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box aria-hidden="true" sx={visuallyHidden}>
      <label htmlFor={id}>{t("requests.field.website")}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Box>
  );
}
