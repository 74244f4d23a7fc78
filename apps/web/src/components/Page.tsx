import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { usePageTitle } from "./page-title.tsx";

export interface PageProps {
  /** the page's one <h1>, also its document and app-bar title */
  title: string;
  children?: ReactNode;
  /** narrow pages (forms, static text) read better with a limited line length */
  maxWidth?: number | string;
}

/** Frame of every page: the title as the single h1, then the content. */
export function Page({ title, children, maxWidth }: PageProps) {
  usePageTitle(title);
  return (
    <Box sx={{ maxWidth }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
