import type { ResourceAnswer } from "@erhdb/domain";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../api/error-message.ts";
import { downloadResource } from "../api/resource-download.ts";
import { useSnackbar } from "./snackbar.tsx";

/** Downloads one resource's file; a failure shows in the snackbar (SPEC 8: action DOWNLOAD, RESOURCE). */
export function useResourceDownload(): (resource: Pick<ResourceAnswer, "id" | "fileName">) => Promise<void> {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  return useCallback(
    async (resource) => {
      try {
        await downloadResource(resource);
      } catch (error) {
        snackbar.error(errorMessage(error, t, { action: "DOWNLOAD", object: "RESOURCE" }));
      }
    },
    [snackbar, t],
  );
}
