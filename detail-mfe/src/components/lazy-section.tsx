import { Component, type ErrorInfo, type ReactNode } from 'react';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { sectionTitle, type SectionName } from '../config/sections.ts';
import { WhenNear } from '@villa/shared/ui/when-near';

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
  return (
    <WhenNear placeholder={<StatusMessage kind="loading" title={`Loading ${title}...`} dense />}>
      <SectionBoundary
        fallback={<StatusMessage kind="error" title={`Failed to load ${title} section`} dense />}
      >
        {children}
      </SectionBoundary>
    </WhenNear>
  );
}
