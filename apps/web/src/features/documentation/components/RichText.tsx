import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Trans } from "react-i18next";

/** A call, field or value inside running text. */
function InlineCode({ children }: { children?: ReactNode }) {
  return (
    <Box
      component="code"
      sx={{
        fontFamily: "ui-monospace, Consolas, monospace",
        fontSize: "0.9em",
        bgcolor: "action.hover",
        px: 0.5,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * A paragraph of the catalogue whose text marks calls and fields with <code> and a term with <strong>;
 * Trans fills the marks, so no text is split into pieces for the translators.
 */
export function RichText({ textKey, values }: { textKey: string; values?: Record<string, string> }) {
  return (
    <Typography sx={{ mb: 1.5 }}>
      <Trans i18nKey={textKey} values={values} components={{ code: <InlineCode />, strong: <strong /> }} />
    </Typography>
  );
}

/** A shell example: kept as written (scrolls sideways on narrow screens), reachable by keyboard to scroll. */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label={label}
      sx={{
        m: 0,
        mb: 2,
        p: 1.5,
        overflowX: "auto",
        fontFamily: "ui-monospace, Consolas, 'Liberation Mono', monospace",
        fontSize: "0.8125rem",
        lineHeight: 1.5,
        bgcolor: "action.hover",
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
      }}
    >
      <code>{code}</code>
    </Box>
  );
}
