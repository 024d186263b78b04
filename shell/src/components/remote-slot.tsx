import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { Spinner, Text } from '@villa/shared/ui/kit';
import { space } from '@villa/shared/ui/tokens';
import type { RemoteModules } from '@villa/shared/contracts/exposed-modules';
import { remoteLabel } from '../lib/remote-contract.ts';
import { loadRemoteModule, resetRemote } from '../lib/federation/remotes-registry.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { UnavailableMessage } from './unavailable-message.tsx';

type RemoteId = keyof RemoteModules;

interface RemoteSlotProps<Id extends RemoteId> {
  id: Id;
  props: RemoteModules[Id];
  /** Shown while the remote's code downloads; null shows nothing (for invisible hosts). */
  loading?: string | null;
  /**
   * Replaces the standard Retry message, e.g. for a host that is invisible until used. `remote` is
   * the remote of `id`, for a replacement that still says which section is down.
   */
  unavailable?: (retry: () => void, remote: string) => ReactNode;
}

const Loading = styled.div({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space(2),
  padding: space(4),
});

function SlotLoading({ text }: { text: string }) {
  return (
    <Loading role="status">
      <Spinner size={24} />
      <Text tone="secondary">{text}</Text>
    </Loading>
  );
}

export function SlotUnavailable({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  return <UnavailableMessage subject={`the ${remoteLabel(remote)}`} remote={remote} onRetry={onRetry} />;
}

/**
 * Renders one module exposed by a remote, loaded at run time when the slot first renders.
 * Failures at any layer (network, federation runtime, rendering) end in the same Retry message.
 */
export function RemoteSlot<Id extends RemoteId>({
  id,
  props,
  loading = 'Loading…',
  unavailable,
}: RemoteSlotProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  const remote = id.split('/')[0] ?? id;
  const retry = () => {
    void resetRemote(remote)
      .catch(() => undefined)
      .finally(() => setAttempt((n) => n + 1));
  };
  const Remote = useMemo(
    () => lazy(() => loadRemoteModule<{ default: ComponentType<RemoteModules[Id]> }>(id)),
    // A new attempt needs a new lazy component; React caches the old one's failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={`${id}:${attempt}`}
      fallback={() =>
        unavailable ? unavailable(retry, remote) : <SlotUnavailable remote={remote} onRetry={retry} />
      }
    >
      <Suspense fallback={loading === null ? null : <SlotLoading text={loading} />}>
        <Remote {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
