import { createTheme } from '@villa/shared/mui/core';
import { colors, FONT_STACK, radius, shadows } from '@villa/shared/ui/tokens';

/** The marketplace's look: deep green and warm gold on a warm off-white, rounded cards. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: colors.primary,
    secondary: colors.secondary,
    success: { main: colors.success },
    error: { main: colors.error },
    background: { default: colors.background, paper: colors.paper },
    text: colors.text,
    divider: colors.divider,
  },
  shape: { borderRadius: radius.control },
  typography: {
    fontFamily: FONT_STACK,
    h1: { fontWeight: 700, letterSpacing: '-0.02em' },
    h2: { fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 600 },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: {
          borderRadius: radius.card,
          border: '1px solid rgba(28, 36, 33, 0.08)',
          boxShadow: shadows.card,
        },
      },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: radius.card } } },
  },
});
