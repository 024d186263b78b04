// MUI overlays (Modal, transitions, portals): loaded when something opens (see mui/core.ts).
export { default as Backdrop } from '@mui/material/Backdrop';
export { default as Dialog } from '@mui/material/Dialog';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as Drawer } from '@mui/material/Drawer';
export { default as Popover } from '@mui/material/Popover';
export { default as Snackbar } from '@mui/material/Snackbar';
