import { useRef, type ReactNode } from 'react';
import { Box } from '@villa/shared/mui/core';
import { useNearViewport } from '@villa/shared/lib/use-near-viewport';

/**
 * Renders `children` once this spot comes near the viewport: a section below the fold, with its code
 * and its data, is no part of the page's first load. `minHeight` holds its place until then.
 */
export function WhenNear({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  return near ? children : <Box ref={anchor} sx={{ minHeight }} />;
}
