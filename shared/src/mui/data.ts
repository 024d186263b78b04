// MUI tables, pagination and ratings, for the pages that show them (see mui/core.ts).
export { default as Pagination } from '@mui/material/Pagination';
export { default as Rating } from '@mui/material/Rating';
export { default as Table } from '@mui/material/Table';
export { default as TableBody } from '@mui/material/TableBody';
export { default as TableCell } from '@mui/material/TableCell';
export { default as TableRow } from '@mui/material/TableRow';
