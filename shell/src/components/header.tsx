import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from '@villa/shared/router';
import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@villa/shared/mui/core';
import { useAuth } from '@villa/shared/state/auth';
import { paths } from '@villa/shared/lib/paths';
import { SITE } from '../config/site.ts';

const MenuDrawer = lazy(() => import('./menu-drawer.tsx'));

function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The top menu: Show All Villas, Wishlist, and Profile only when logged in (spec 2.1). */
export function Header() {
  const { isLoggedIn } = useAuth();
  const { search } = useLocation();
  const [open, setOpen] = useState(false);
  // The drawer's code is fetched on the first open (or a hover that announces it), not on first load.
  const [menuWanted, setMenuWanted] = useState(false);
  const topItems = [
    { label: 'Show All Villas', to: paths.units(search) },
    { label: 'Wishlist', to: paths.wishlist() },
    ...(isLoggedIn ? [{ label: 'Profile', to: paths.account() }] : []),
  ];
  const drawerItems = [
    { label: 'Show All Villas', to: paths.units(search) },
    { label: 'Wishlist', to: paths.wishlist() },
    { label: 'My Account', to: paths.account() },
    { label: 'Connect with an expert', to: paths.expert() },
    { label: 'For developers', to: paths.developers() },
    { label: 'Blog', to: paths.blog() },
    { label: 'About us', to: paths.about() },
  ];
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        <Typography
          component={RouterLink}
          to={paths.home()}
          variant="h6"
          sx={{ fontWeight: 700, color: 'primary.main', textDecoration: 'none', flexGrow: 1 }}
        >
          {SITE.name}
        </Typography>
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1 }}>
          {topItems.map((item) => (
            <Button key={item.label} component={RouterLink} to={item.to} color="inherit">
              {item.label}
            </Button>
          ))}
        </Box>
        <IconButton
          aria-label="Open menu"
          onPointerEnter={() => setMenuWanted(true)}
          onClick={() => {
            setMenuWanted(true);
            setOpen(true);
          }}
          edge="end"
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {menuWanted && (
        <Suspense fallback={null}>
          <MenuDrawer items={drawerItems} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
