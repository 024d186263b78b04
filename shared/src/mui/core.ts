// The MUI surface every page may render: layout, text, buttons, cards, the theme. One of the
// `@villa/shared/mui/*` modules the host shares as singletons (docs/sharing.md): an app imports MUI
// only from these, so a page downloads the components its surfaces hold, and one MUI instance,
// theme and emotion cache serve every remote. Add exports, never remove or rename one: a deployed
// remote may use it.
export { ThemeProvider, createTheme, useTheme, type SxProps, type Theme } from '@mui/material/styles';
export { default as useMediaQuery } from '@mui/material/useMediaQuery';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as AppBar } from '@mui/material/AppBar';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as ButtonBase } from '@mui/material/ButtonBase';
export { default as Card } from '@mui/material/Card';
export { default as CardActionArea } from '@mui/material/CardActionArea';
export { default as CardContent } from '@mui/material/CardContent';
export { default as Chip, type ChipProps } from '@mui/material/Chip';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as Container } from '@mui/material/Container';
export { default as IconButton } from '@mui/material/IconButton';
export { default as Link } from '@mui/material/Link';
export { default as Skeleton } from '@mui/material/Skeleton';
export { default as Stack } from '@mui/material/Stack';
export { default as SvgIcon, type SvgIconProps } from '@mui/material/SvgIcon';
export { default as Toolbar } from '@mui/material/Toolbar';
export { default as Typography, type TypographyProps } from '@mui/material/Typography';
