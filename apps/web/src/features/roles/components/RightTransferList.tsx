import type { Right } from "@erhdb/domain";
import { RIGHTS } from "@erhdb/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

export interface RightTransferListProps {
  /** the rights that may be chosen at all */
  offered: readonly Right[];
  chosen: readonly Right[];
  onChange(chosen: Right[]): void;
}

/** Rights in SPEC 6's order. */
const ordered = (rights: Iterable<Right>) => {
  const set = new Set(rights);
  return RIGHTS.filter((right) => set.has(right));
};

/**
 * MUI's "transfer list" pattern for a new role's rights (SPEC 2.16): the offered rights on the left, the
 * chosen on the right, each a labelled list of checkboxes; the buttons between move the selected or all.
 * Every part is reached with Tab and toggled with Space.
 */
export function RightTransferList({ offered, chosen, onChange }: RightTransferListProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ReadonlySet<Right>>(new Set());
  const available = offered.filter((right) => !chosen.includes(right));
  const selectedIn = (side: readonly Right[]) => side.filter((right) => selected.has(right));

  const toggle = (right: Right) => {
    const next = new Set(selected);
    if (!next.delete(right)) next.add(right);
    setSelected(next);
  };
  const move = (rights: readonly Right[], into: "chosen" | "available") => {
    onChange(ordered(into === "chosen" ? [...chosen, ...rights] : chosen.filter((r) => !rights.includes(r))));
    setSelected(new Set([...selected].filter((right) => !rights.includes(right))));
  };

  const button = (label: string, text: string, rights: readonly Right[], into: "chosen" | "available") => (
    <Button
      variant="outlined"
      size="small"
      aria-label={label}
      title={label}
      disabled={rights.length === 0}
      onClick={() => move(rights, into)}
    >
      {text}
    </Button>
  );

  return (
    <Box
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "1fr auto 1fr" },
        gap: 1.5,
        alignItems: "center",
      }}
    >
      <RightList
        title={t("roles.transfer.available")}
        rights={available}
        selected={selected}
        onToggle={toggle}
      />
      <Box
        sx={{ display: "flex", flexDirection: { xs: "row", sm: "column" }, gap: 1, justifyContent: "center" }}
      >
        {button(t("roles.transfer.addAll"), "≫", available, "chosen")}
        {button(t("roles.transfer.addSelected"), ">", selectedIn(available), "chosen")}
        {button(t("roles.transfer.removeSelected"), "<", selectedIn(chosen), "available")}
        {button(t("roles.transfer.removeAll"), "≪", chosen, "available")}
      </Box>
      <RightList title={t("roles.transfer.chosen")} rights={chosen} selected={selected} onToggle={toggle} />
    </Box>
  );
}

interface RightListProps {
  title: string;
  rights: readonly Right[];
  selected: ReadonlySet<Right>;
  onToggle(right: Right): void;
}

function RightList({ title, rights, selected, onToggle }: RightListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const countId = useId();
  const count = rights.filter((right) => selected.has(right)).length;
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <Box sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: "divider" }}>
        <Typography id={titleId} variant="subtitle2" component="h3">
          {title}
        </Typography>
        <Typography id={countId} variant="caption" color="text.secondary">
          {t("roles.transfer.selected", { selected: count, total: rights.length })}
        </Typography>
      </Box>
      <List
        dense
        aria-labelledby={titleId}
        aria-describedby={countId}
        sx={{ height: 260, overflowY: "auto" }}
      >
        {rights.length === 0 && (
          <ListItem>
            <Typography variant="body2" color="text.secondary">
              {t("roles.transfer.empty")}
            </Typography>
          </ListItem>
        )}
        {rights.map((right) => (
          <ListItem key={right} sx={{ py: 0 }}>
            <FormControlLabel
              control={
                <Checkbox size="small" checked={selected.has(right)} onChange={() => onToggle(right)} />
              }
              label={
                <>
                  {t(`roles.rightName.${right}`)}{" "}
                  <Typography variant="caption" component="span" color="text.secondary">
                    ({right})
                  </Typography>
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
