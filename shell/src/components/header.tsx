import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from '@villa/shared/router';
import styled from '@emotion/styled';
import { ButtonLink, IconButton } from '@villa/shared/ui/kit';
import { colors, space, text, up } from '@villa/shared/ui/tokens';
import { useAuth } from '@villa/shared/state/auth';
import { useListingPath } from '@villa/shared/state/remembered-city';
import { paths } from '@villa/shared/lib/paths';
import { SITE } from '../config/site.ts';

const MenuDrawer = lazy(() => import('./menu-drawer.tsx'));

const Bar = styled.header({
  position: 'sticky',
  top: 0,
  zIndex: 1100,
  backgroundColor: colors.paper,
  borderBottom: `1px solid ${colors.divider}`,
});

const Toolbar = styled.nav({
  display: 'flex',
  alignItems: 'center',
  gap: space(1),
  minHeight: 56,
  paddingInline: space(2),
  [up('sm')]: { minHeight: 64, paddingInline: space(3) },
});

const Brand = styled(RouterLink)({
  ...text.h6,
  flexGrow: 1,
  fontWeight: 700,
  color: colors.primary.main,
  textDecoration: 'none',
});

const TopItems = styled.div({ display: 'none', gap: space(1), [up('sm')]: { display: 'flex' } });

// MUI's "edge" button: pulled out by its padding so the icon lines up with the page's edge.
const MenuButton = styled(IconButton)({ marginRight: -12 });

function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The top menu: Show All Villas (to the buyer's last city), Wishlist, and Profile only when logged
 * in (spec 2.1).
 */
export function Header() {
  const { isLoggedIn } = useAuth();
  const listing = useListingPath();
  const [open, setOpen] = useState(false);
  // The drawer's code is fetched on the first open (or a hover that announces it), not on first load.
  const [menuWanted, setMenuWanted] = useState(false);
  const topItems = [
    { label: 'Show All Villas', to: listing },
    { label: 'Wishlist', to: paths.wishlist() },
    ...(isLoggedIn ? [{ label: 'Profile', to: paths.account() }] : []),
  ];
  const drawerItems = [
    { label: 'Show All Villas', to: listing },
    { label: 'Wishlist', to: paths.wishlist() },
    { label: 'My Account', to: paths.account() },
    { label: 'Connect with an expert', to: paths.expert() },
    { label: 'List your villa', to: paths.listYourVilla() },
    { label: 'For developers', to: paths.developers() },
    { label: 'Blog', to: paths.blog() },
    { label: 'About us', to: paths.about() },
  ];
  return (
    <Bar>
      <Toolbar aria-label="Main">
        <Brand to={paths.home()}>{SITE.name}</Brand>
        <TopItems>
          {topItems.map((item) => (
            <ButtonLink key={item.label} to={item.to} color="inherit">
              {item.label}
            </ButtonLink>
          ))}
        </TopItems>
        <MenuButton
          type="button"
          aria-label="Open menu"
          onPointerEnter={() => setMenuWanted(true)}
          onClick={() => {
            setMenuWanted(true);
            setOpen(true);
          }}
        >
          <MenuIcon />
        </MenuButton>
      </Toolbar>
      {menuWanted && (
        <Suspense fallback={null}>
          <MenuDrawer items={drawerItems} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Bar>
  );
}
