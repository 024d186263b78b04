// The marketplace's design tokens as plain values: the first-paint kit (ui/kit.tsx) styles with them
// directly and the MUI theme (ui/theme.ts) is built from them, so the two always look the same.

/** System fonts: nothing to download before the first paint. */
export const FONT_STACK = [
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

/** Deep green and warm gold on a warm off-white. */
export const colors = {
  primary: { main: '#1f4d3a', light: '#3f6f5a', dark: '#133326', contrastText: '#ffffff' },
  // Dark text on gold: white on this gold would fail contrast for body text.
  secondary: { main: '#c09344', light: '#d8b574', dark: '#8f6a28', contrastText: '#1c1a16' },
  success: '#2e7d4f',
  error: '#d32f2f',
  background: '#faf8f4',
  paper: '#ffffff',
  text: { primary: '#1c2421', secondary: '#5b6561' },
  divider: 'rgba(28, 36, 33, 0.12)',
  /** A placeholder's fill (skeletons, an image that failed). */
  muted: '#f0ede7',
  /** A control under the pointer. */
  hover: 'rgba(28, 36, 33, 0.06)',
} as const;

export const radius = { control: 10, card: 16, pill: 999 } as const;

export const shadows = {
  card: '0 1px 2px rgba(28, 36, 33, 0.04), 0 8px 24px rgba(28, 36, 33, 0.06)',
} as const;

/** MUI's breakpoints, so a page and its MUI parts switch layout at the same widths. */
export const breakpoints = { sm: 600, md: 900, lg: 1200 } as const;

/** A media query from a breakpoint up: `[up('md')]: { … }`. */
export const up = (breakpoint: keyof typeof breakpoints) => `@media (min-width:${breakpoints[breakpoint]}px)`;

/** The 8 px grid: `space(2)` is '16px'. */
export const space = (...steps: number[]) => steps.map((step) => `${step * 8}px`).join(' ');

/** Text styles: MUI's typography variants with the theme's weights, so converted text looks the same. */
export const text = {
  h1: { margin: 0, fontSize: '6rem', lineHeight: 1.167, fontWeight: 700, letterSpacing: '-0.02em' },
  h2: { margin: 0, fontSize: '3.75rem', lineHeight: 1.2, fontWeight: 700, letterSpacing: '-0.01em' },
  h3: { margin: 0, fontSize: '3rem', lineHeight: 1.167, fontWeight: 700 },
  h4: { margin: 0, fontSize: '2.125rem', lineHeight: 1.235, fontWeight: 600, letterSpacing: '0.00735em' },
  h5: { margin: 0, fontSize: '1.5rem', lineHeight: 1.334, fontWeight: 600 },
  h6: { margin: 0, fontSize: '1.25rem', lineHeight: 1.6, fontWeight: 600, letterSpacing: '0.0075em' },
  subtitle1: { margin: 0, fontSize: '1rem', lineHeight: 1.75, letterSpacing: '0.00938em' },
  subtitle2: {
    margin: 0,
    fontSize: '0.875rem',
    lineHeight: 1.57,
    fontWeight: 500,
    letterSpacing: '0.00714em',
  },
  body1: { margin: 0, fontSize: '1rem', lineHeight: 1.5, letterSpacing: '0.00938em' },
  body2: { margin: 0, fontSize: '0.875rem', lineHeight: 1.43, letterSpacing: '0.01071em' },
  caption: { margin: 0, fontSize: '0.75rem', lineHeight: 1.66, letterSpacing: '0.03333em' },
} as const;
