import { Tab, Tabs } from '@villa/shared/mui/tabs';
import type { ListingTab } from '@villa/shared/contracts/entities';

export interface ListingTabsProps {
  value: ListingTab;
  onChange: (tab: ListingTab) => void;
  /** Counts once the first page is in; the tabs show bare labels until then. */
  counts: Record<ListingTab, number> | null;
}

export const tabId = (tab: ListingTab) => `listing-tab-${tab}`;
export const panelId = (tab: ListingTab) => `listing-panel-${tab}`;

const LABELS: Record<ListingTab, string> = { units: 'Villas', projects: 'Projects' };

/** Villas and Projects, each with its count (spec 2.2): 'Villas (212)'. */
export function ListingTabs({ value, onChange, counts }: ListingTabsProps) {
  return (
    <Tabs
      value={value}
      onChange={(_event, tab: ListingTab) => onChange(tab)}
      aria-label="Villas or projects"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {(Object.keys(LABELS) as ListingTab[]).map((tab) => (
        <Tab
          key={tab}
          value={tab}
          id={tabId(tab)}
          aria-controls={panelId(tab)}
          label={counts ? `${LABELS[tab]} (${counts[tab]})` : LABELS[tab]}
        />
      ))}
    </Tabs>
  );
}
