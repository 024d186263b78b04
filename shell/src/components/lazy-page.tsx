import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Box, CircularProgress } from '@villa/shared/mui/core';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { UnavailableMessage } from './unavailable-message.tsx';

export function PageLoading() {
  return (
    <Box role="status" sx={{ p: 6, display: 'flex', justifyContent: 'center' }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
}

/**
 * A page of the shell split into its own chunk, with the remote slots' protection: a chunk that
 * fails to download, or a page that throws, shows a message with Retry inside the layout (header
 * and footer stay), never React's blank screen.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  function LazyPage() {
    // A retry needs a new lazy component: React keeps the failure of the old one.
    const [{ attempt, Page }, setState] = useState(() => ({ attempt: 0, Page: lazy(load) }));
    const retry = () => setState((state) => ({ attempt: state.attempt + 1, Page: lazy(load) }));
    return (
      <RemoteErrorBoundary
        key={attempt}
        name="page"
        fallback={() => <UnavailableMessage subject="this page" onRetry={retry} />}
      >
        {/* Suspense inside, so that this component mounts and keeps its state while the page loads:
            a component that suspends before mounting starts afresh, with a new lazy, each time. */}
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </RemoteErrorBoundary>
    );
  }
  return LazyPage;
}
