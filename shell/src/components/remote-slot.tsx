import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Typography } from '@villa/shared/mui/core';
import type { RemoteModules } from '@villa/shared/contracts/exposed-modules';
import { loadRemoteModule, resetRemote } from '../lib/federation/remotes-registry.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';

/** What a person reads when a section can't be shown, per remote. */
const SECTION_NAMES: Record<string, string> = {
  listings: 'villa listings',
  detail: 'property details',
  enquiry: 'enquiry form',
  blog: 'blog',
};

type RemoteId = keyof RemoteModules;

interface RemoteSlotProps<Id extends RemoteId> {
  id: Id;
  props: RemoteModules[Id];
  /** Shown while the remote's code downloads; null shows nothing (for invisible hosts). */
  loading?: string | null;
  /** Replaces the standard Retry message, e.g. for a host that is invisible until used. */
  unavailable?: (retry: () => void) => ReactNode;
}

function SlotLoading({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4, justifyContent: 'center' }}>
      <CircularProgress size={24} />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

export function SlotUnavailable({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <Box
      role="alert"
      data-remote-unavailable={remote}
      sx={{
        m: { xs: 2, md: 4 },
        p: 4,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        textAlign: 'center',
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        We couldn&apos;t load the {SECTION_NAMES[remote] ?? remote} right now.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The rest of the site still works. Check your connection and try again.
      </Typography>
      <Button
        variant="contained"
        disabled={retrying}
        onClick={() => {
          setRetrying(true);
          onRetry();
        }}
      >
        Retry
      </Button>
    </Box>
  );
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
        unavailable ? unavailable(retry) : <SlotUnavailable remote={remote} onRetry={retry} />
      }
    >
      <Suspense fallback={loading === null ? null : <SlotLoading text={loading} />}>
        <Remote {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
