// MUI tabs, apart from core: pages without tabs don't download them (see mui/core.ts).
export { default as Tab } from '@mui/material/Tab';
export { default as Tabs } from '@mui/material/Tabs';
