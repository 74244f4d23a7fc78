import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

/** A part of a request form under its own h2, so that a screen reader can jump between the parts. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: "grid", gap: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}
