import { resourceStatusI18nKey, type ResourceAnswer } from "@erhdb/domain";
import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CaptionedTable } from "../components/CaptionedTable.tsx";
import { formatTimestamp } from "../format.ts";
import { resourceTypeName } from "./code-names.ts";
import { groupResources, hasUsageCounts, type SpecializationGroup } from "./resource-groups.ts";

/** The survey's resources (SPEC 2.4): a tab per resource type, inside it a tab per specialization. */
export function DetailResources({
  resources,
  initialType = null,
}: {
  resources: readonly ResourceAnswer[];
  /** the type whose tab opens first (the Show page's `resid`) */
  initialType?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const groups = groupResources(resources);
  const counts = hasUsageCounts(resources);
  if (groups.length === 0) return <Typography>{t("surveys.detail.noResources")}</Typography>;
  return (
    <TabbedPanels
      label={t("surveys.detail.resourceTypes")}
      initialKey={initialType}
      tabs={groups.map((group) => ({
        key: group.type,
        label: `${group.type} – ${resourceTypeName(group.type, i18n.language)}`,
        panel: (
          <TabbedPanels
            label={t("surveys.detail.specializations", {
              type: resourceTypeName(group.type, i18n.language),
            })}
            tabs={group.specializations.map((spec) => ({
              key: spec.specialization,
              label: t("surveys.detail.specialization", { specialization: spec.specialization }),
              panel: <ResourceTable group={spec} counts={counts} />,
            }))}
          />
        ),
      }))}
    />
  );
}

interface PanelTab {
  key: string;
  label: string;
  panel: ReactNode;
}

/** Tabs with their panels wired for assistive technology (tab ↔ tabpanel); only the chosen panel renders. */
function TabbedPanels({
  label,
  tabs,
  initialKey = null,
}: {
  label: string;
  tabs: PanelTab[];
  initialKey?: string | null;
}) {
  const base = useId();
  const [chosen, setChosen] = useState(() =>
    Math.max(
      0,
      tabs.findIndex((tab) => tab.key === initialKey),
    ),
  );
  const index = Math.min(chosen, tabs.length - 1);
  const active = tabs[index];
  return (
    <Box>
      <Tabs
        value={index}
        onChange={(_, next: number) => setChosen(next)}
        aria-label={label}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        {tabs.map((tab, i) => (
          <Tab key={tab.key} label={tab.label} id={`${base}-tab-${i}`} aria-controls={`${base}-panel-${i}`} />
        ))}
      </Tabs>
      {active && (
        <Box
          role="tabpanel"
          id={`${base}-panel-${index}`}
          aria-labelledby={`${base}-tab-${index}`}
          sx={{ pt: 1 }}
        >
          {active.panel}
        </Box>
      )}
    </Box>
  );
}

function ResourceTable({ group, counts }: { group: SpecializationGroup; counts: boolean }) {
  const { t, i18n } = useTranslation();
  const count = (value: number | undefined) =>
    value === undefined ? "" : value.toLocaleString(i18n.language);
  return (
    <CaptionedTable caption={t("surveys.detail.resourcesCaption", { specialization: group.specialization })}>
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
            <TableCell sx={{ fontFamily: "monospace" }}>{r.mutableKey}</TableCell>
            <TableCell>{r.description}</TableCell>
            <TableCell>{t(resourceStatusI18nKey(r.status))}</TableCell>
            <TableCell>{t(r.accessMode ? "surveys.detail.public" : "surveys.detail.internal")}</TableCell>
            <TableCell sx={{ whiteSpace: "nowrap" }}>{formatTimestamp(r.updating)}</TableCell>
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
  );
}
