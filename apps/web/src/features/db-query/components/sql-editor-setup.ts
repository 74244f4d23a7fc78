import { autocompletion } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { PostgreSQL, type SQLNamespace, sql } from "@codemirror/lang-sql";
import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { type Extension, Prec } from "@codemirror/state";
import { EditorView, keymap, lineNumbers } from "@codemirror/view";
import type { DbQueryTable } from "@erhdb/domain";
import { tags } from "@lezer/highlight";
import type { Theme } from "@mui/material/styles";

/** The tables the console may read, each with its readable columns, as the completion's schema. */
export function completionSchema(tables: readonly DbQueryTable[]): SQLNamespace {
  return Object.fromEntries(tables.map((table) => [table.tableName, table.columns]));
}

/** PostgreSQL's SQL, completing the readable tables (then their columns after `table.`) and keywords. */
export function sqlSupport(tables: readonly DbQueryTable[]): Extension {
  return sql({ dialect: PostgreSQL, schema: completionSchema(tables), upperCaseKeywords: true });
}

/**
 * Colours from the app's theme, so that the text keeps its contrast (WCAG 1.4.3) in light and dark:
 * the theme's colours are chosen for that on its backgrounds.
 */
export function editorTheme(theme: Theme): Extension {
  const { palette } = theme;
  return [
    EditorView.theme(
      {
        "&": { color: palette.text.primary, backgroundColor: palette.background.paper, fontSize: "0.95rem" },
        ".cm-content": {
          fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
          caretColor: palette.text.primary,
          minHeight: "8.5em",
        },
        ".cm-gutters": {
          color: palette.text.secondary,
          backgroundColor: palette.action.hover,
          borderRight: `1px solid ${palette.divider}`,
        },
        "&.cm-focused": { outline: `2px solid ${palette.primary.main}`, outlineOffset: "-1px" },
        ".cm-tooltip": { color: palette.text.primary, backgroundColor: palette.background.paper },
        ".cm-tooltip-autocomplete ul li[aria-selected]": {
          color: palette.primary.contrastText,
          backgroundColor: palette.primary.main,
        },
      },
      { dark: palette.mode === "dark" },
    ),
    syntaxHighlighting(
      HighlightStyle.define([
        { tag: tags.keyword, color: palette.primary.main, fontWeight: "bold" },
        { tag: [tags.string, tags.special(tags.string)], color: palette.success.main },
        { tag: [tags.number, tags.bool, tags.null], color: palette.secondary.main },
        { tag: [tags.lineComment, tags.blockComment], color: palette.text.secondary, fontStyle: "italic" },
      ]),
    ),
  ];
}

export interface EditorSetup {
  /** ids of the visible label and of the hint, for the editor's accessible name and description */
  labelledBy: string;
  describedBy: string;
  /** Ctrl-Enter (Cmd-Enter on a Mac) with the editor's text */
  run(text: string): void;
  change(text: string): void;
}

/**
 * What the console's editor does besides SQL and colours: undo, the usual keys, completion (Ctrl-Space,
 * or as one types), Mod-Enter to run before anything else takes the key, line numbers for the
 * database's messages, wrapped lines. Tab is left to move the focus on (WCAG 2.1.2).
 */
export function editorBehaviour({ labelledBy, describedBy, run, change }: EditorSetup): Extension {
  return [
    Prec.highest(
      keymap.of([
        {
          key: "Mod-Enter",
          run: (view) => {
            run(view.state.doc.toString());
            return true;
          },
        },
      ]),
    ),
    history(),
    keymap.of([...defaultKeymap, ...historyKeymap]),
    autocompletion(),
    lineNumbers(),
    EditorView.lineWrapping,
    EditorView.contentAttributes.of({ "aria-labelledby": labelledBy, "aria-describedby": describedBy }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) change(update.state.doc.toString());
    }),
  ];
}
