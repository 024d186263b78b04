import { useCallback, useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import type { ListingTab, ProjectSummary, UnitSummary } from '@villa/shared/contracts/entities';
import { useCity } from '@villa/shared/state/city';
import { Container } from '@villa/shared/ui/kit';
import { space, text, up } from '@villa/shared/ui/tokens';
import { CARD_BODY_HEIGHT } from '../../../components/card-skeleton.tsx';
import { UnitCard } from '../../../components/unit-card.tsx';
import { CardListing } from '../../../components/card-listing.tsx';
import { useUnitsListing } from '../api/get-units.ts';
import { CitySelect } from './city-select.tsx';
import { ListingResults } from './listing-results.tsx';
import { ListingTabs, panelId, tabId } from './listing-tabs.tsx';
import { ProjectCard } from './project-card.tsx';

const byId = (item: { _id: string }) => item._id;

const Page = styled(Container)({
  paddingBlock: space(2),
  [up('md')]: { paddingBlock: space(4) },
});

/** The title and the city: stacked on phones, side by side from 600 px. */
const Header = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space(2),
  justifyContent: 'space-between',
  alignItems: 'stretch',
  marginBottom: space(2),
  [up('sm')]: { flexDirection: 'row', alignItems: 'center' },
});

const Title = styled.h1({ ...text.h1, fontSize: '1.5rem', [up('md')]: { fontSize: '2rem' } });

const TabPanel = styled.div({ paddingTop: space(2) });

export interface ListingViewProps {
  /** Drawn on each villa card (the wishlist heart, from another feature). */
  renderUnitAction?: (unit: UnitSummary) => ReactNode;
}

/** The /units page (spec 2.2): city, Villas and Projects tabs with counts, infinite lists. */
export function ListingView({ renderUnitAction }: ListingViewProps) {
  const [city] = useCity();
  const [tab, setTab] = useState<ListingTab>('units');
  const listing = useUnitsListing(city);
  const counts = listing.hasData ? { units: listing.total, projects: listing.totalProjects } : null;
  const items = tab === 'units' ? listing.units : listing.projects;
  const listKey = `${city}:${tab}`;
  // Stable renderers: the grid re-renders as the window scrolls and skips cards whose villa and
  // renderer are unchanged.
  const renderUnit = useCallback(
    (unit: UnitSummary, priority: boolean) => (
      <UnitCard unit={unit} action={renderUnitAction?.(unit)} priority={priority} />
    ),
    [renderUnitAction],
  );
  const renderProject = useCallback(
    (project: ProjectSummary, priority: boolean) => <ProjectCard project={project} priority={priority} />,
    [],
  );

  return (
    <Page>
      <Header>
        <Title>Villas in {city}</Title>
        <CitySelect />
      </Header>
      <ListingTabs value={tab} onChange={setTab} counts={counts} />
      <TabPanel role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        <ListingResults tab={tab} listing={listing} count={items.length}>
          {tab === 'units' ? (
            <CardListing
              key={listKey}
              listKey={listKey}
              label="Villas"
              items={listing.units}
              getKey={byId}
              cardBodyHeight={CARD_BODY_HEIGHT.units}
              renderItem={renderUnit}
            />
          ) : (
            <CardListing
              key={listKey}
              listKey={listKey}
              label="Projects"
              items={listing.projects}
              getKey={byId}
              cardBodyHeight={CARD_BODY_HEIGHT.projects}
              renderItem={renderProject}
            />
          )}
        </ListingResults>
      </TabPanel>
    </Page>
  );
}
