import { useState, type ReactNode } from 'react';
import { Box, Container, Stack, Typography } from '@villa/shared/mui/core';
import type { ListingTab, UnitSummary } from '@villa/shared/contracts/entities';
import { useCity } from '@villa/shared/state/city';
import { CardGrid } from '../../../components/card-grid.tsx';
import { UnitCard } from '../../../components/unit-card.tsx';
import { useProgressiveCount } from '../../../hooks/use-progressive-count.ts';
import { useUnitsListing } from '../api/get-units.ts';
import { CitySelect } from './city-select.tsx';
import { ListingResults } from './listing-results.tsx';
import { ListingTabs, panelId, tabId } from './listing-tabs.tsx';
import { ProjectCard } from './project-card.tsx';

/** Cards whose pictures load at once: what a phone shows above the fold. */
const PRIORITY_CARDS = 2;

/** Cards rendered before the first paint: a screenful on a desktop, two or three on a phone. */
const FIRST_PAINT_CARDS = 6;

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
  const shown = useProgressiveCount(items.length, FIRST_PAINT_CARDS, `${city}:${tab}`);

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
        {tab === 'units' ? (
          <ListingResults
            tab="units"
            listing={listing}
            count={listing.units.length}
            complete={shown.complete}
          >
            <CardGrid label="Villas">
              {listing.units.slice(0, shown.count).map((unit, index) => (
                <li key={unit._id}>
                  <UnitCard unit={unit} action={renderUnitAction?.(unit)} priority={index < PRIORITY_CARDS} />
                </li>
              ))}
            </CardGrid>
          </ListingResults>
        ) : (
          <ListingResults
            tab="projects"
            listing={listing}
            count={listing.projects.length}
            complete={shown.complete}
          >
            <CardGrid label="Projects">
              {listing.projects.slice(0, shown.count).map((project, index) => (
                <li key={project._id}>
                  <ProjectCard project={project} priority={index < PRIORITY_CARDS} />
                </li>
              ))}
            </CardGrid>
          </ListingResults>
        )}
      </Box>
    </Container>
  );
}
