import type { ReactNode } from 'react';
import { ThemeProvider } from '@villa/shared/mui/core';
import { theme } from '@villa/shared/ui/theme';

/**
 * The marketplace's MUI theme for the MUI components inside. First screens are built with the kit
 * (ui/kit.tsx) and no MUI, so the shell provides no MUI theme at its root: each piece that brings MUI
 * components (a dialog, a form, a section loaded near the viewport) wraps itself in this, and MUI,
 * its theme and this provider load with that piece.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
