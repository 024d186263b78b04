import { useId } from 'react';
import { Link as RouterLink } from '@villa/shared/router';
import { Box, Typography } from '@villa/shared/mui/core';
import { Divider, List, ListItemButton, ListItemText } from '@villa/shared/mui/display';
import { Drawer } from '@villa/shared/mui/overlays';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { SITE } from '../config/site.ts';

export interface MenuItem {
  label: string;
  to: string;
}

/** The side menu. Its own chunk: the drawer's modal code loads when the menu is first opened. */
export default function MenuDrawer({
  items,
  open,
  onClose,
}: {
  items: MenuItem[];
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <MuiTheme>
      {/* The drawer is a dialog, named by its title. */}
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { 'aria-labelledby': titleId } }}
      >
        <Box sx={{ width: 280 }} role="presentation" onClick={onClose}>
          <Typography id={titleId} sx={{ p: 2, fontWeight: 700 }}>
            {SITE.name}
          </Typography>
          <Divider />
          {/* Links in a nav, not a list: a <ul> may hold only <li>s. */}
          <List component="nav" aria-label="Menu">
            {items.map((item) => (
              <ListItemButton key={item.label} component={RouterLink} to={item.to}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </MuiTheme>
  );
}
