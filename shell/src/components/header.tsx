import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import {
  AppBar,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Toolbar,
  Typography,
} from '@mui/material';
import { useAuth } from '@villa/shared/state/auth';
import { paths } from '@villa/shared/lib/paths';
import { SITE } from '../config/site.ts';

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
        <IconButton aria-label="Open menu" onClick={() => setOpen(true)} edge="end">
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Box sx={{ width: 280 }} role="presentation" onClick={() => setOpen(false)}>
          <Typography sx={{ p: 2, fontWeight: 700 }}>{SITE.name}</Typography>
          <Divider />
          <List>
            {drawerItems.map((item) => (
              <ListItemButton key={item.label} component={RouterLink} to={item.to}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
