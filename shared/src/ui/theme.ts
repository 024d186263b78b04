import { createTheme } from '@villa/shared/mui/core';

// System fonts: nothing to download before the first paint.
const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(',');

/** The marketplace's look: deep green and warm gold on a warm off-white, rounded cards. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1f4d3a', light: '#3f6f5a', dark: '#133326', contrastText: '#ffffff' },
    // Dark text on gold: white on this gold would fail contrast for body text.
    secondary: { main: '#c09344', light: '#d8b574', dark: '#8f6a28', contrastText: '#1c1a16' },
    success: { main: '#2e7d4f' },
    background: { default: '#faf8f4', paper: '#ffffff' },
    text: { primary: '#1c2421', secondary: '#5b6561' },
    divider: 'rgba(28, 36, 33, 0.12)',
  },
  shape: { borderRadius: 10 },
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
          borderRadius: 16,
          border: '1px solid rgba(28, 36, 33, 0.08)',
          boxShadow: '0 1px 2px rgba(28, 36, 33, 0.04), 0 8px 24px rgba(28, 36, 33, 0.06)',
        },
      },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
  },
});
