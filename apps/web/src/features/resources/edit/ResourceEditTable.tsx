import {
  type AccessSubject,
  formatBerlinDateTime,
  type ResourceAnswer,
  resourceStatusI18nKey,
} from "@erhdb/domain";
import HistoryIcon from "@mui/icons-material/History";
import Box from "@mui/material/Box";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { CaptionedTable } from "../../../components/CaptionedTable.tsx";
import { RowActionButton } from "../../../components/data-table/RowActionButton.tsx";
import { LazyHistoryDialog } from "../../../components/history/lazy.ts";
import {
  type EditAction,
  type EditedSurvey,
  isEditActionEnabled,
  offeredEditActions,
} from "./edit-actions.ts";
import { ResourceActionButtons } from "./ResourceActionButtons.tsx";

export interface ResourceEditTableProps {
  specialization: string;
  resources: readonly ResourceAnswer[];
  person: AccessSubject;
  survey: EditedSurvey;
  onAction(action: EditAction, resource: ResourceAnswer): void;
}

/** The resources of one specialization on the edit page (SPEC 2.19), each with all its actions. */
export function ResourceEditTable({
  specialization,
  resources,
  person,
  survey,
  onAction,
}: ResourceEditTableProps) {
  const { t } = useTranslation();
  const actions = offeredEditActions(person);
  // a resource's changes (issue 36): its audit records, in a dialog loaded when first opened
  const [history, setHistory] = useState<ResourceAnswer | null>(null);
  return (
    <>
      <CaptionedTable caption={t("resources.edit.caption", { specialization })}>
        <TableHead>
          <TableRow>
            <TableCell>{t("resources.column.key")}</TableCell>
            <TableCell>{t("resources.column.description")}</TableCell>
            <TableCell>{t("resources.column.status")}</TableCell>
            <TableCell>{t("resources.column.access")}</TableCell>
            <TableCell>{t("resources.column.fileName")}</TableCell>
            <TableCell>{t("resources.column.updating")}</TableCell>
            <TableCell>{t("resources.column.actions")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {resources.map((resource) => (
            <TableRow key={resource.id}>
              <TableCell sx={{ fontFamily: "monospace" }}>{resource.mutableKey}</TableCell>
              <TableCell>{resource.description}</TableCell>
              <TableCell>{t(resourceStatusI18nKey(resource.status))}</TableCell>
              <TableCell>{t(resource.accessMode ? "resources.public" : "resources.internal")}</TableCell>
              <TableCell sx={{ overflowWrap: "anywhere" }}>{resource.fileName}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatBerlinDateTime(resource.updating)}</TableCell>
              <TableCell>
                <Box sx={{ display: "flex" }}>
                  <ResourceActionButtons
                    resource={resource}
                    actions={actions}
                    enabled={(action) => isEditActionEnabled(action, person, resource, survey)}
                    onAction={(action) => onAction(action, resource)}
                  />
                  <RowActionButton
                    title={t("history.tab")}
                    label={t("history.ofResource", { key: resource.mutableKey })}
                    icon={<HistoryIcon fontSize="small" />}
                    onClick={() => setHistory(resource)}
                  />
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </CaptionedTable>
      {history && (
        <Suspense>
          <LazyHistoryDialog
            kind="resource"
            id={String(history.id)}
            name={history.mutableKey}
            onClose={() => setHistory(null)}
          />
        </Suspense>
      )}
    </>
  );
}
