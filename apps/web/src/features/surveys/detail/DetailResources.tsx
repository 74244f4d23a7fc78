import {
  formatBerlinDateTime,
  previewStylesheetOf,
  type ResourceAnswer,
  resourceStatusI18nKey,
} from "@erhdb/domain";
import DownloadIcon from "@mui/icons-material/Download";
import PreviewIcon from "@mui/icons-material/Preview";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { CaptionedTable } from "../../../components/CaptionedTable.tsx";
import { LazyResourcePreviewDialog } from "../../../components/resource-preview/lazy.ts";
import { ResourceTabs } from "../../../components/resource-tabs/ResourceTabs.tsx";
import {
  hasUsageCounts,
  type SpecializationGroup,
} from "../../../components/resource-tabs/resource-groups.ts";
import { useResourceDownload } from "../../../components/use-resource-download.ts";

/** The survey's resources (SPEC 2.4): a tab per resource type, inside it a tab per specialization. */
export function DetailResources({
  resources,
  initialType = null,
}: {
  resources: readonly ResourceAnswer[];
  /** the type whose tab opens first (the Show page's `resid`) */
  initialType?: string | null;
}) {
  const counts = hasUsageCounts(resources);
  return (
    <ResourceTabs
      resources={resources}
      initialType={initialType}
      renderGroup={(group) => <ResourceTable group={group} counts={counts} />}
    />
  );
}

function ResourceTable({ group, counts }: { group: SpecializationGroup; counts: boolean }) {
  const { t, i18n } = useTranslation();
  const download = useResourceDownload();
  const [previewed, setPreviewed] = useState<ResourceAnswer | null>(null);
  const count = (value: number | undefined) =>
    value === undefined ? "" : value.toLocaleString(i18n.language);
  return (
    <>
      <CaptionedTable
        caption={t("surveys.detail.resourcesCaption", { specialization: group.specialization })}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t("surveys.detail.resourceKey")}</TableCell>
            <TableCell>{t("surveys.detail.description")}</TableCell>
            <TableCell>{t("surveys.detail.status")}</TableCell>
            <TableCell>{t("surveys.detail.access")}</TableCell>
            <TableCell>{t("surveys.detail.updating")}</TableCell>
            {counts && (
              <>
                <TableCell align="right">{t("surveys.detail.countCore")}</TableCell>
                <TableCell align="right">{t("surveys.detail.countIntern")}</TableCell>
                <TableCell align="right">{t("surveys.detail.countExtern")}</TableCell>
              </>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {group.resources.map((r) => (
            <TableRow key={r.id}>
              <TableCell>
                {/* Every resource the dialog lists is the caller's to download (decision 13). */}
                <Button
                  size="small"
                  startIcon={<DownloadIcon />}
                  aria-label={t("surveys.detail.download", { key: r.mutableKey })}
                  onClick={() => void download(r)}
                  sx={{ fontFamily: "monospace", textTransform: "none" }}
                >
                  {r.mutableKey}
                </Button>
                {/* an XML resource opens as HTML through its stylesheet (decision 45) */}
                {previewStylesheetOf(r) !== null && (
                  <IconButton
                    size="small"
                    aria-label={t("surveys.detail.preview", { key: r.mutableKey })}
                    onClick={() => setPreviewed(r)}
                  >
                    <PreviewIcon fontSize="small" />
                  </IconButton>
                )}
              </TableCell>
              <TableCell>{r.description}</TableCell>
              <TableCell>{t(resourceStatusI18nKey(r.status))}</TableCell>
              <TableCell>{t(r.accessMode ? "surveys.detail.public" : "surveys.detail.internal")}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatBerlinDateTime(r.updating)}</TableCell>
              {counts && (
                <>
                  <TableCell align="right">{count(r.countCore)}</TableCell>
                  <TableCell align="right">{count(r.countIntern)}</TableCell>
                  <TableCell align="right">{count(r.countExtern)}</TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </CaptionedTable>
      {previewed && (
        <Suspense>
          <LazyResourcePreviewDialog resource={previewed} onClose={() => setPreviewed(null)} />
        </Suspense>
      )}
    </>
  );
}
