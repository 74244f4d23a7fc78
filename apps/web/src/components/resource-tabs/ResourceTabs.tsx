import type { ResourceAnswer } from "@erhdb/domain";
import { resourceTypeLabel, resourceTypeName } from "@erhdb/domain";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TabbedPanels } from "../TabbedPanels.tsx";
import { groupResources, type SpecializationGroup } from "./resource-groups.ts";

export interface ResourceTabsProps {
  resources: readonly ResourceAnswer[];
  /** the type whose tab opens first (the Show page's `resid`) */
  initialType?: string | null;
  /** the content of one specialization's tab: its resources as a table */
  renderGroup(group: SpecializationGroup): ReactNode;
}

/**
 * A survey's resources as SPEC 2.4 and 2.19 show them: a tab per resource type (code-table order),
 * inside it a tab per specialization. The detail dialog and the resource edit page fill the tabs.
 */
export function ResourceTabs({ resources, initialType = null, renderGroup }: ResourceTabsProps) {
  const { t, i18n } = useTranslation();
  const groups = groupResources(resources);
  if (groups.length === 0) return <Typography>{t("surveys.detail.noResources")}</Typography>;
  return (
    <TabbedPanels
      label={t("surveys.detail.resourceTypes")}
      initialKey={initialType}
      tabs={groups.map((group) => ({
        key: group.type,
        label: resourceTypeLabel(group.type, i18n.language),
        panel: (
          // keyed by type: another type's tab starts on its own first specialization
          <TabbedPanels
            key={group.type}
            label={t("surveys.detail.specializations", {
              type: resourceTypeName(group.type, i18n.language),
            })}
            tabs={group.specializations.map((spec) => ({
              key: spec.specialization,
              label: t("surveys.detail.specialization", { specialization: spec.specialization }),
              panel: renderGroup(spec),
            }))}
          />
        ),
      }))}
    />
  );
}
