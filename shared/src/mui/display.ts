// MUI pieces that few first screens show: alerts, avatars, breadcrumbs, lists and dividers. Apart
// from core, so the pages without them don't download them (see mui/core.ts).
export { default as Alert } from '@mui/material/Alert';
export { default as Avatar } from '@mui/material/Avatar';
export { default as Breadcrumbs } from '@mui/material/Breadcrumbs';
export { default as Divider } from '@mui/material/Divider';
export { default as List } from '@mui/material/List';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as ListItemText } from '@mui/material/ListItemText';
