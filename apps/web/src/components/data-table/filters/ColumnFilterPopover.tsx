import type { Column, FilterValue } from "@erhdb/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Popover from "@mui/material/Popover";
import Typography from "@mui/material/Typography";
import { useCallback, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LazyFilterEditor, Loading } from "../lazy.tsx";
import { fitFilter } from "../state/snapshot.ts";

export interface ColumnFilterPopoverProps {
  column: Column;
  name: string;
  anchor: HTMLElement;
  onApply(id: string, value: FilterValue | null): void;
  onClose(): void;
}

/** The filter of one column, opened from its header. */
export function ColumnFilterPopover({ column, name, anchor, onApply, onClose }: ColumnFilterPopoverProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [draft, setDraft] = useState<FilterValue | null>(() =>
    fitFilter(column, column.options.filter.value),
  );
  const [hasError, setHasError] = useState(false);
  const onErrorChange = useCallback((error: boolean) => setHasError(error), []);
  const apply = (value: FilterValue | null) => {
    onApply(column.id, value);
    onClose();
  };
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
      slotProps={{ paper: { role: "dialog", "aria-labelledby": titleId, sx: { p: 2, maxWidth: 720 } } }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" gutterBottom>
        {t("dataTable.filter.title", { column: name })}
      </Typography>
      <Loading>
        <LazyFilterEditor
          column={column}
          name={name}
          value={draft}
          onChange={setDraft}
          onErrorChange={onErrorChange}
          onSubmit={() => apply(draft)}
          autoFocus
        />
      </Loading>
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1, mt: 2 }}>
        <Button onClick={() => apply(null)}>{t("dataTable.filter.clear")}</Button>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button variant="contained" disabled={hasError} onClick={() => apply(draft)}>
          {t("dataTable.filter.apply")}
        </Button>
      </Box>
    </Popover>
  );
}
