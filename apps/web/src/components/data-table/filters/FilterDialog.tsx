import type { Column, FilterValue } from "@erhdb/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useCallback, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LazyFilterEditor, Loading } from "../lazy.tsx";
import { fitFilter } from "../state/snapshot.ts";

export interface FilterDialogProps {
  columns: Column[];
  columnName(column: Column): string;
  onApply(filters: Record<string, FilterValue | null>): void;
  onClose(): void;
}

/** Every filter of the table in one dialog, applied together. */
export function FilterDialog({ columns, columnName, onApply, onClose }: FilterDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const filterable = columns.filter((c) => c.options.filter.filterable);
  const [drafts, setDrafts] = useState<Record<string, FilterValue | null>>(() =>
    Object.fromEntries(filterable.map((c) => [c.id, fitFilter(c, c.options.filter.value)])),
  );
  const [errors, setErrors] = useState<Record<string, boolean>>({});
  const setError = useCallback((id: string, error: boolean) => {
    setErrors((old) => (old[id] === error ? old : { ...old, [id]: error }));
  }, []);
  const hasError = Object.values(errors).some(Boolean);
  const apply = () => {
    onApply(drafts);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t("dataTable.filter.dialogTitle")}</DialogTitle>
      <DialogContent>
        <Loading>
          <Box sx={{ display: "grid", gap: 3, pt: 1 }}>
            {filterable.map((column) => (
              <FilterEntry
                key={column.id}
                column={column}
                name={columnName(column)}
                value={drafts[column.id] ?? null}
                onChange={(value) => setDrafts((old) => ({ ...old, [column.id]: value }))}
                setError={setError}
                onSubmit={() => !hasError && apply()}
              />
            ))}
          </Box>
        </Loading>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setDrafts(Object.fromEntries(filterable.map((c) => [c.id, null])))}>
          {t("dataTable.filter.clearAll")}
        </Button>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button variant="contained" disabled={hasError} onClick={apply}>
          {t("dataTable.filter.apply")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface FilterEntryProps {
  column: Column;
  name: string;
  value: FilterValue | null;
  onChange(value: FilterValue | null): void;
  setError(id: string, error: boolean): void;
  onSubmit(): void;
}

function FilterEntry({ column, name, value, onChange, setError, onSubmit }: FilterEntryProps) {
  const onErrorChange = useCallback((error: boolean) => setError(column.id, error), [column.id, setError]);
  return (
    <LazyFilterEditor
      column={column}
      name={name}
      value={value}
      onChange={onChange}
      onErrorChange={onErrorChange}
      onSubmit={onSubmit}
    />
  );
}
