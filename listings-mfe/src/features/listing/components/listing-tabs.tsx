import type { ListingTab } from '@villa/shared/contracts/entities';
import { moveTabFocus, Tab, TabList } from '@villa/shared/ui/kit';

/** A tab's count: `atLeast` when the server counted only so far ('Villas (1,000+)'). */
export interface TabCount {
  count: number;
  atLeast: boolean;
}

export interface ListingTabsProps {
  value: ListingTab;
  onChange: (tab: ListingTab) => void;
  /** Counts once the first page is in; the tabs show bare labels until then. */
  counts: Record<ListingTab, TabCount> | null;
  /** The pointer or the focus reached the tabs: a chance to fetch what the other tab needs. */
  onIntent?: () => void;
}

export const tabId = (tab: ListingTab) => `listing-tab-${tab}`;
export const panelId = (tab: ListingTab) => `listing-panel-${tab}`;

const LABELS: Record<ListingTab, string> = { units: 'Villas', projects: 'Projects' };

/** 'Villas (212)', or 'Villas (1,000+)' for a lower bound. */
export const tabLabel = (tab: ListingTab, { count, atLeast }: TabCount) =>
  `${LABELS[tab]} (${atLeast ? `${count.toLocaleString('en-IN')}+` : count})`;
const TABS = Object.keys(LABELS) as ListingTab[];

/**
 * Villas and Projects, each with its count (spec 2.2): 'Villas (212)', or 'Villas (1,000+)' when the
 * server counted a large listing only so far. WAI-ARIA tabs with manual
 * activation, as MUI's were: the arrow keys move the focus, Enter, Space or a click select.
 */
export function ListingTabs({ value, onChange, counts, onIntent }: ListingTabsProps) {
  return (
    <TabList
      role="tablist"
      aria-label="Villas or projects"
      onKeyDown={moveTabFocus}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      {TABS.map((tab) => {
        const selected = tab === value;
        return (
          <Tab
            key={tab}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-controls={panelId(tab)}
            aria-selected={selected}
            // One stop in the Tab order, at the selected tab (a roving tabindex).
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              if (!selected) onChange(tab);
            }}
          >
            {counts ? tabLabel(tab, counts[tab]) : LABELS[tab]}
          </Tab>
        );
      })}
    </TabList>
  );
}
