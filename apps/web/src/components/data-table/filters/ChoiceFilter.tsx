import type { Choice } from "@erhdb/domain";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FilterEditorProps } from "./editor-props.ts";

function matches(choice: Choice, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase("de");
  return (
    needle === "" ||
    choice.display.toLocaleLowerCase("de").includes(needle) ||
    choice.key.toLocaleLowerCase("de").includes(needle)
  );
}

/**
 * A dropdown column's filter: a checklist of the column's choices with a search and an "all"
 * toggle (which acts on the choices the search shows). Only the declared choices can be picked,
 * so the value always stays within the initial options (SPEC 2.3).
 */
export function ChoiceFilter({ column, name, value, onChange, onErrorChange, autoFocus }: FilterEditorProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const choices = column.options.filter.choices ?? [];
  const selected = new Set(Array.isArray(value) ? value.map((c) => c.key) : []);
  const visible = choices.filter((c) => matches(c, search));
  const visibleSelected = visible.filter((c) => selected.has(c.key)).length;
  useEffect(() => onErrorChange(false), [onErrorChange]);

  const emit = (keys: Set<string>) => {
    const next = choices.filter((c) => keys.has(c.key));
    onChange(next.length > 0 ? next : null);
  };
  const toggle = (key: string) => {
    const keys = new Set(selected);
    if (keys.has(key)) keys.delete(key);
    else keys.add(key);
    emit(keys);
  };
  const toggleAll = () => {
    const keys = new Set(selected);
    const allOn = visibleSelected === visible.length;
    for (const c of visible) {
      if (allOn) keys.delete(c.key);
      else keys.add(c.key);
    }
    emit(keys);
  };

  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend">{name}</FormLabel>
      <TextField
        label={t("dataTable.filter.search", { column: name })}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
        fullWidth
        autoFocus={autoFocus}
        sx={{ my: 1 }}
        type="search"
      />
      <FormControlLabel
        label={t("dataTable.filter.all")}
        control={
          <Checkbox
            checked={visible.length > 0 && visibleSelected === visible.length}
            indeterminate={visibleSelected > 0 && visibleSelected < visible.length}
            disabled={visible.length === 0}
            onChange={toggleAll}
          />
        }
      />
      <Box sx={{ maxHeight: 280, overflowY: "auto", pl: 2 }}>
        <FormGroup>
          {visible.map((choice) => (
            <FormControlLabel
              key={choice.key}
              label={choice.display || choice.value}
              control={<Checkbox checked={selected.has(choice.key)} onChange={() => toggle(choice.key)} />}
            />
          ))}
        </FormGroup>
        {visible.length === 0 && (
          <Typography variant="body2" sx={{ py: 1 }}>
            {t("dataTable.filter.noMatch")}
          </Typography>
        )}
      </Box>
    </FormControl>
  );
}
