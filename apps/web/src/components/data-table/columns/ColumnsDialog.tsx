import type { Column } from "@erhdb/domain";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import { type DragEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../visually-hidden.ts";
import { withOptions } from "../state/snapshot.ts";
import { canMove, moveBy, moveTo } from "./move.ts";

export interface ColumnsDialogProps {
  columns: Column[];
  defaults: readonly Column[];
  columnName(column: Column): string;
  onApply(columns: Column[]): void;
  onClose(): void;
}

/**
 * Order and visibility of the columns. Orderable columns move by drag and drop or, for keyboard
 * and screen-reader users, by the up/down buttons. Reset restores the server's defaults.
 */
export function ColumnsDialog({ columns, defaults, columnName, onApply, onClose }: ColumnsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState(columns);
  const dragged = useRef<string | null>(null);
  // Screen readers hear where a moved column went; the button keeps the focus.
  const [announcement, setAnnouncement] = useState("");
  const move = (index: number, step: -1 | 1) => {
    const next = moveBy(draft, index, step);
    setDraft(next);
    const column = draft[index]!;
    setAnnouncement(t("dataTable.columns.moved", { column: columnName(column), position: index + step + 1 }));
  };
  const noneVisible = draft.every((c) => !c.options.display.visibility);

  const reset = () => {
    const byId = new Map(defaults.map((c) => [c.id, c]));
    // Order and visibility from the defaults; filters and sorts stay as they are.
    setDraft(
      defaults.map((d) => {
        const current = columns.find((c) => c.id === d.id) ?? d;
        return withOptions(current, { display: { visibility: byId.get(d.id)!.options.display.visibility } });
      }),
    );
  };
  const toggle = (id: string) =>
    setDraft((old) =>
      old.map((c) =>
        c.id === id ? withOptions(c, { display: { visibility: !c.options.display.visibility } }) : c,
      ),
    );
  const onDrop = (event: DragEvent, targetId: string) => {
    event.preventDefault();
    // Read the ref now: React may run the updater later, after the ref is cleared.
    const draggedId = dragged.current;
    dragged.current = null;
    if (draggedId) setDraft((old) => moveTo(old, draggedId, targetId));
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t("dataTable.columns.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText id={hintId} variant="body2">
          {t("dataTable.columns.hint")}
        </DialogContentText>
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
          {draft.map((column, index) => {
            const name = columnName(column);
            const orderable = column.options.orderable;
            return (
              <Box
                component="li"
                key={column.id}
                data-testid={`column-${column.id}`}
                draggable={orderable}
                onDragStart={(event: DragEvent) => {
                  dragged.current = column.id;
                  event.dataTransfer?.setData("text/plain", column.id);
                }}
                onDragOver={(event: DragEvent) => orderable && event.preventDefault()}
                onDrop={(event: DragEvent) => onDrop(event, column.id)}
                sx={{ display: "flex", alignItems: "center", gap: 1, cursor: orderable ? "grab" : "default" }}
              >
                <DragIndicatorIcon aria-hidden fontSize="small" color={orderable ? "action" : "disabled"} />
                <FormControlLabel
                  sx={{ flexGrow: 1 }}
                  label={name}
                  control={
                    <Checkbox
                      checked={column.options.display.visibility}
                      onChange={() => toggle(column.id)}
                    />
                  }
                />
                <IconButton
                  size="small"
                  aria-label={t("dataTable.columns.up", { column: name })}
                  disabled={!canMove(draft, index, -1)}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t("dataTable.columns.down", { column: name })}
                  disabled={!canMove(draft, index, 1)}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
        </Box>
        <Box role="status" sx={visuallyHidden}>
          {announcement}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={reset}>{t("dataTable.columns.reset")}</Button>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button
          variant="contained"
          disabled={noneVisible}
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          {t("dataTable.columns.apply")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
