import { lazy, Suspense, useState, type ComponentType } from 'react';
import styled from '@emotion/styled';
import { Spinner } from '@villa/shared/ui/kit';
import { space } from '@villa/shared/ui/tokens';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { UnavailableMessage } from './unavailable-message.tsx';

const Centred = styled.div({ display: 'flex', justifyContent: 'center', padding: space(6) });

export function PageLoading() {
  return (
    <Centred role="status">
      <Spinner size={40} label="Loading page" />
    </Centred>
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
