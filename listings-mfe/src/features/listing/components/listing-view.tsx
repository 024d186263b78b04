import { useCallback, useState, type ReactNode } from 'react';
import { Box, Container, Stack, Typography } from '@villa/shared/mui/core';
import type { ListingTab, ProjectSummary, UnitSummary } from '@villa/shared/contracts/entities';
import { useCity } from '@villa/shared/state/city';
import { CARD_BODY_HEIGHT } from '../../../components/card-skeleton.tsx';
import { UnitCard } from '../../../components/unit-card.tsx';
import { VirtualCardGrid } from '../../../components/virtual-card-grid.tsx';
import { useUnitsListing } from '../api/get-units.ts';
import { CitySelect } from './city-select.tsx';
import { ListingResults } from './listing-results.tsx';
import { ListingTabs, panelId, tabId } from './listing-tabs.tsx';
import { ProjectCard } from './project-card.tsx';

const byId = (item: { _id: string }) => item._id;

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
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          Villas in {city}
        </Typography>
        <CitySelect />
      </Stack>
      <ListingTabs value={tab} onChange={setTab} counts={counts} />
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ pt: 2 }}>
        <ListingResults tab={tab} listing={listing} count={items.length}>
          {tab === 'units' ? (
            <VirtualCardGrid
              key={listKey}
              listKey={listKey}
              label="Villas"
              items={listing.units}
              getKey={byId}
              cardBodyHeight={CARD_BODY_HEIGHT.units}
              renderItem={renderUnit}
            />
          ) : (
            <VirtualCardGrid
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
      </Box>
    </Container>
  );
}
