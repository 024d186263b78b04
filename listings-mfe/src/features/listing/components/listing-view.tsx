import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import type { ListingTab, ProjectSummary, UnitSummary } from '@villa/shared/contracts/entities';
import { useLocation, useNavigate } from '@villa/shared/router';
import { useCity } from '@villa/shared/state/city';
import { Container } from '@villa/shared/ui/kit';
import { space, text, up } from '@villa/shared/ui/tokens';
import { CARD_BODY_HEIGHT, CardGridSkeleton } from '../../../components/card-skeleton.tsx';
import { UnitCard } from '../../../components/unit-card.tsx';
import { CardListing } from '../../../components/card-listing.tsx';
import { placeKey, useUnitsListing, type ListingScope } from '../api/get-units.ts';
import { FIRST_SCREEN_CARDS } from '../../../lib/card-rows.ts';
import { ListingHead } from './listing-head.tsx';
import { ListingResults } from './listing-results.tsx';
import { ListingTabs, panelId, tabId } from './listing-tabs.tsx';
import { ListingLayout, ListingModeToggle, type ListingMode } from './listing-layout.tsx';

const byId = (item: { _id: string }) => item._id;

// The Projects tab is not on the first screen (the Villas tab is): its card loads on intent.
const loadProjectCard = () => import('./project-card.tsx');
const ProjectCard = lazy(() => loadProjectCard().then((module) => ({ default: module.ProjectCard })));
const prefetchProjectCard = () => void loadProjectCard();

const Page = styled(Container)({
  paddingBlock: space(2),
  [up('md')]: { paddingBlock: space(4) },
});

const Title = styled.h1({
  ...text.h1,
  fontSize: '1.5rem',
  marginBottom: space(1),
  [up('md')]: { fontSize: '2rem' },
});

const TabPanel = styled.div({ paddingTop: space(2) });

const TabRow = styled.div({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(2),
});

/** What the page's map is given: the projects of the results so far, their city, the searched place. */
export interface ListingMapProps {
  projects: readonly ProjectSummary[];
  city: string;
  /** The locality or place searched in the picker (the list is sorted by distance from it). */
  place: ListingScope['place'];
}

export interface ListingViewProps {
  /** Drawn on each villa card (the wishlist heart, from another feature). */
  renderUnitAction?: (unit: UnitSummary) => ReactNode;
  /** The filter payload as JSON ('' for none), from the filters feature. */
  filterJson?: string;
  /** The searched place; the list is ordered by distance from it. */
  place?: ListingScope['place'];
  /** Above the tabs: the filter button and chips. */
  toolbar?: ReactNode;
  /** The map of the results (another feature's, loaded on intent); no map toggle without it. */
  renderMap?: (props: ListingMapProps) => ReactNode;
  /** The buyer is about to ask for the map: a chance to fetch its code. */
  onMapIntent?: () => void;
}

/**
 * The tab shown, kept in this history entry's router state: Back from a card's page (the breadcrumb
 * goes back in history, spec 2.4) finds the list on the tab it was left on.
 */
function useListingTab(): [ListingTab, (tab: ListingTab) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const stored = (location.state as { listingTab?: unknown } | null)?.listingTab;
  const [tab, setTab] = useState<ListingTab>(stored === 'projects' ? 'projects' : 'units');
  const choose = useCallback(
    (next: ListingTab) => {
      setTab(next);
      const state = typeof location.state === 'object' && location.state !== null ? location.state : {};
      void navigate(location, { replace: true, state: { ...state, listingTab: next } });
    },
    [location, navigate],
  );
  return [tab, choose];
}

/** The /units page (spec 2.2): Villas and Projects tabs with counts, infinite lists. */
export function ListingView({
  renderUnitAction,
  filterJson = '',
  place = null,
  toolbar,
  renderMap,
  onMapIntent,
}: ListingViewProps) {
  const [city] = useCity();
  const [tab, setTab] = useListingTab();
  const [mode, setMode] = useState<ListingMode>('list');
  const [fullScreen, setFullScreen] = useState(false);
  // Turning map view on starts from the map beside the list, not full screen (spec 2.2).
  const changeMode = useCallback((next: ListingMode) => {
    setFullScreen(false);
    setMode(next);
  }, []);
  const listing = useUnitsListing({ city, filterJson, place });
  const counts = listing.hasData
    ? {
        units: { count: listing.total, atLeast: listing.totalCapped },
        projects: { count: listing.totalProjects, atLeast: listing.totalCapped },
      }
    : null;
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
      <ListingHead city={city} tab={tab} units={listing.units.slice(0, FIRST_SCREEN_CARDS)} />
      <Title>Villas in {city}</Title>
      {toolbar}
      <TabRow>
        <ListingTabs value={tab} onChange={setTab} counts={counts} onIntent={prefetchProjectCard} />
        {renderMap ? <ListingModeToggle mode={mode} onChange={changeMode} onIntent={onMapIntent} /> : null}
      </TabRow>
      <ListingLayout
        mode={renderMap ? mode : 'list'}
        fullScreen={fullScreen}
        onFullScreen={setFullScreen}
        list={
          <TabPanel role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
            <ListingResults tab={tab} listing={listing} count={items.length}>
              {tab === 'units' ? (
                <CardListing
                  key={listKey}
                  listKey={listKey}
                  label="Villas"
                  items={listing.units}
                  complete={!listing.hasMore && !listing.isLoadingMore}
                  resultsKey={`${city}|${filterJson}|${placeKey(place)}`}
                  getKey={byId}
                  cardBodyHeight={CARD_BODY_HEIGHT.units}
                  renderItem={renderUnit}
                />
              ) : (
                <Suspense fallback={<CardGridSkeleton kind="projects" />}>
                  <CardListing
                    key={listKey}
                    listKey={listKey}
                    label="Projects"
                    items={listing.projects}
                    getKey={byId}
                    cardBodyHeight={CARD_BODY_HEIGHT.projects}
                    renderItem={renderProject}
                  />
                </Suspense>
              )}
            </ListingResults>
          </TabPanel>
        }
        map={renderMap?.({ projects: listing.projects, city, place })}
      />
    </Page>
  );
}
