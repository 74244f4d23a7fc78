import type { Column, FilterValue } from "@erhdb/domain";

/** One filter's editor: it edits a draft; the popover or the filter dialog applies it. */
export interface FilterEditorProps {
  column: Column;
  /** the column's translated name */
  name: string;
  value: FilterValue | null;
  onChange(value: FilterValue | null): void;
  /** whether the draft may not be applied (SPEC 5: apply disabled on error) */
  onErrorChange(hasError: boolean): void;
  /** Enter in a text filter applies */
  onSubmit(): void;
  autoFocus?: boolean;
}
