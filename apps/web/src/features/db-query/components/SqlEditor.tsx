import { Compartment, EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import type { DbQueryTable } from "@erhdb/domain";
import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { useEffect, useRef } from "react";
import { editorBehaviour, editorTheme, sqlSupport } from "./sql-editor-setup.ts";

export interface SqlEditorProps {
  /** the text it starts with; afterwards the editor holds the text and reports each change */
  initialText: string;
  /** the readable tables, for completion (may arrive after the editor) */
  tables: readonly DbQueryTable[];
  labelledBy: string;
  describedBy: string;
  onChange(text: string): void;
  onRun(text: string): void;
}

/** The console's CodeMirror 6 editor (SPEC 2.18), in the app's colours, completing table names. */
export function SqlEditor({ initialText, tables, labelledBy, describedBy, onChange, onRun }: SqlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const language = useRef(new Compartment());
  const colours = useRef(new Compartment());
  // the editor is made once; it calls whatever the page's handlers are now
  const handlers = useRef({ onChange, onRun });
  handlers.current = { onChange, onRun };
  const theme = useTheme();

  // biome-ignore lint/correctness/useExhaustiveDependencies: made once; tables and colours follow below
  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initialText,
        extensions: [
          language.current.of(sqlSupport(tables)),
          colours.current.of(editorTheme(theme)),
          editorBehaviour({
            labelledBy,
            describedBy,
            run: (text) => handlers.current.onRun(text),
            change: (text) => handlers.current.onChange(text),
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: language.current.reconfigure(sqlSupport(tables)) });
  }, [tables]);

  useEffect(() => {
    view.current?.dispatch({ effects: colours.current.reconfigure(editorTheme(theme)) });
  }, [theme]);

  return (
    <Box
      ref={host}
      sx={{
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
        overflow: "hidden",
        "& .cm-editor": { maxHeight: "40vh" },
        "& .cm-scroller": { overflow: "auto" },
      }}
    />
  );
}
