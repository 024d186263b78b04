// MUI form inputs (a TextField brings Select, Menu, Popover and Modal): loaded with forms, not on
// first paint (see mui/core.ts).
export { default as Checkbox } from '@mui/material/Checkbox';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as Autocomplete } from '@mui/material/Autocomplete';
export { default as InputAdornment } from '@mui/material/InputAdornment';
export { default as TextField } from '@mui/material/TextField';
export { default as FormControl } from '@mui/material/FormControl';
export { default as FormHelperText } from '@mui/material/FormHelperText';
export { default as FormLabel } from '@mui/material/FormLabel';
export { default as Radio } from '@mui/material/Radio';
export { default as RadioGroup } from '@mui/material/RadioGroup';
