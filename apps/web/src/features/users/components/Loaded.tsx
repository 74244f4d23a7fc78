import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";

/** A list's spinner while it loads, its failure in words, then the list. */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children(data: T): ReactNode }) {
  const { t } = useTranslation();
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, t)}</Alert>;
  if (query.data === undefined) return <CircularProgress aria-label={t("app.loading")} />;
  return children(query.data);
}
