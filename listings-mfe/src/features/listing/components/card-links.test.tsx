// The listing's cards tell the page they open that it was opened from the listing (FROM_LISTING in
// the router state): that page's way back then goes back in history, to the list as it was.
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cameFromListing } from '@villa/shared/lib/paths';
import { useLocation } from '@villa/shared/router';
import { MemoryRouter, Route, Routes } from '@villa/shared/router-testing';
import { clearAuth, setAuth } from '@villa/shared/state/auth';
import { makeProject, makeUnitSummary, testUser } from '@villa/shared/testing/fixtures';
import { UnitCard } from '../../../components/unit-card.tsx';
import { ProjectCard } from './project-card.tsx';

function Opened() {
  const { pathname, state } = useLocation();
  return <p>{`${pathname} ${cameFromListing(state) ? 'from the listing' : 'from elsewhere'}`}</p>;
}

function renderCardAt(path: string, card: ReactNode) {
  // The default jotai store: the one setAuth writes to.
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={card} />
        <Route path="/unit/:slug" element={<Opened />} />
        <Route path="/project/:slug" element={<Opened />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => clearAuth());

describe('the cards’ links', () => {
  it('open a project from the listing as opened from the listing', async () => {
    renderCardAt('/units', <ProjectCard project={makeProject({ slug: 'palm-meadows' })} />);
    await userEvent.click(screen.getByRole('link'));
    expect(screen.getByText('/project/palm-meadows/ from the listing')).toBeInTheDocument();
  });

  it('open a unit from the listing as opened from the listing', async () => {
    setAuth('token-123', testUser);
    renderCardAt('/units', <UnitCard unit={makeUnitSummary({ slug: 'villa-12' })} />);
    await userEvent.click(screen.getByRole('link'));
    expect(screen.getByText('/unit/villa-12/ from the listing')).toBeInTheDocument();
  });

  it('open a unit from the wishlist as opened from elsewhere: its way back is the listing, not the wishlist', async () => {
    setAuth('token-123', testUser);
    renderCardAt('/profile/wishlist', <UnitCard unit={makeUnitSummary({ slug: 'villa-12' })} />);
    await userEvent.click(screen.getByRole('link'));
    expect(screen.getByText('/unit/villa-12/ from elsewhere')).toBeInTheDocument();
  });
});
