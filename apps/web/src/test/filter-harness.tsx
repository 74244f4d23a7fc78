import type { Column, FilterValue } from "@erhdb/domain";
import { render, screen } from "@testing-library/react";
import { useState } from "react";
import { vi } from "vitest";
import { AppProviders } from "../app/providers.tsx";
import FilterEditor from "../components/data-table/filters/FilterEditor.tsx";

/** The date filter's variants in the order SPEC 5 gives them, in German (its tests' language). */
export const DATE_FILTER_VARIANTS = [
  "Alle",
  "Aktueller Monat",
  "Aktuelles Jahr",
  "Vormonat",
  "Vorjahr",
  "Letzte Tage",
  "Letzte Monate",
  "Letzte Jahre",
  "Benutzerdefiniert",
];

/** One filter editor with its draft kept in state, the draft and the error flag shown for assertions. */
export function renderFilterEditor(column: Column, initial: FilterValue | null = null) {
  const onSubmit = vi.fn();
  function Harness() {
    const [value, setValue] = useState<FilterValue | null>(initial);
    const [error, setError] = useState(false);
    return (
      <>
        <FilterEditor
          column={column}
          name={column.name}
          value={value}
          onChange={setValue}
          onErrorChange={setError}
          onSubmit={onSubmit}
        />
        <output data-testid="draft">{JSON.stringify(value)}</output>
        <output data-testid="has-error">{String(error)}</output>
      </>
    );
  }
  const view = render(
    <AppProviders>
      <Harness />
    </AppProviders>,
  );
  return {
    ...view,
    onSubmit,
    draft: (): unknown => JSON.parse(screen.getByTestId("draft").textContent || "null"),
    hasError: () => screen.getByTestId("has-error").textContent === "true",
  };
}

/**
 * Types a whole date into an MUI X field the way a paste does: the field's hidden input takes the
 * formatted text (its sections are contenteditable spans that jsdom cannot type into).
 */
export function fieldInput(label: string): HTMLInputElement {
  const group = screen.getByRole("group", { name: label });
  const input = group.parentElement?.querySelector("input");
  if (!input) throw new Error(`no input for ${label}`);
  return input;
}
