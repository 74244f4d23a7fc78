import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { type ReactNode, useId, useState } from "react";

export interface PanelTab {
  /** stays with its tab when the list changes (a reload, a tab that went away) */
  key: string;
  label: string;
  panel: ReactNode;
}

export interface TabbedPanelsProps {
  /** names the tab list for assistive technology */
  label: string;
  tabs: readonly PanelTab[];
  /** the tab that opens first; the first tab when it is not in the list */
  initialKey?: string | null;
  /** told the key of a tab the user chose (for example to remember it) */
  onChange?(key: string): void;
}

/**
 * Tabs with their panels wired for assistive technology (tab ↔ tabpanel); only the chosen panel renders.
 * The choice is kept by key, so a reloaded list keeps the user on the tab they chose while it exists.
 */
export function TabbedPanels({ label, tabs, initialKey = null, onChange }: TabbedPanelsProps) {
  const base = useId();
  const [chosen, setChosen] = useState(initialKey);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === chosen),
  );
  const active = tabs[index];
  return (
    <Box>
      <Tabs
        value={index}
        onChange={(_, next: number) => {
          const key = tabs[next]?.key;
          if (key === undefined) return;
          setChosen(key);
          onChange?.(key);
        }}
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
