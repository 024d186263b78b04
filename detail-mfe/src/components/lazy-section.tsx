import { Component, Suspense, useRef, type ErrorInfo, type ReactNode } from 'react';
import { Box } from '@villa/shared/mui/core';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { sectionTitle, type SectionName } from '../config/sections.ts';
import { useNearViewport } from '@villa/shared/lib/use-near-viewport';

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a section's failure (its chunk did not load, or it threw) inside that section. */
class SectionBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A detail section failed to load', error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A section whose code loads on demand (spec 2.4): when it comes near the viewport, so a section
 * below the fold is no part of the page's first load. Its own loading text while the chunk arrives,
 * and 'Failed to load {section} section' when it can't, without taking the page down.
 */
export function LazySection({ name, children }: { name: SectionName; children: ReactNode }) {
  const title = sectionTitle(name);
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  const loading = <StatusMessage kind="loading" title={`Loading ${title}...`} dense />;
  if (!near) return <Box ref={anchor}>{loading}</Box>;
  return (
    <SectionBoundary
      fallback={<StatusMessage kind="error" title={`Failed to load ${title} section`} dense />}
    >
      <Suspense fallback={loading}>{children}</Suspense>
    </SectionBoundary>
  );
}
