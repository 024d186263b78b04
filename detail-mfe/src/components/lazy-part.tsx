import { Component, type ReactNode } from 'react';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { WhenNear } from '@villa/shared/ui/when-near';

/** Keeps a part's failure (its chunk did not load, or it threw) inside that part. */
class PartBoundary extends Component<{ title: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    const { title, children } = this.props;
    return this.state.failed ? (
      <StatusMessage kind="error" title={`Failed to load ${title} section`} dense />
    ) : (
      children
    );
  }
}

/**
 * A part of a section that loads on its own, as the spec's sections do (Exteriors, Interiors, Get
 * Directions): 'Loading {title}...' and 'Failed to load {title} section'. Apart from LazySection
 * (lazy-section.tsx), in the sections' own chunks: the first screen downloads none of it.
 */
export function LazyPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <WhenNear placeholder={<StatusMessage kind="loading" title={`Loading ${title}...`} dense />}>
      <PartBoundary title={title}>{children}</PartBoundary>
    </WhenNear>
  );
}
