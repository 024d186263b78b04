// In the filter modal (loaded with it): "Alert me about new villas like these" saves the filters being
// edited, in the listing's city, as a search that alerts by SMS. Logged out, it opens the login first.
import { useState } from 'react';
import type { UnitFilters } from '@villa/shared/contracts/entities';
import { Button, Typography } from '@villa/shared/mui/core';
import { openEnquiry } from '@villa/shared/lib/open-enquiry';
import { useAuth } from '@villa/shared/state/auth';
import { useCity } from '@villa/shared/state/city';
import { addSearchAlert } from '../api/search-alert.ts';

export const SEARCH_ALERT_TEXTS = {
  button: 'Alert me about new villas like these',
  saving: 'Saving…',
  saved: 'Done. We will text you when a new villa matches, at most one SMS a day.',
} as const;

export function SearchAlertButton({ filters }: { filters: () => UnitFilters }) {
  const { isLoggedIn } = useAuth();
  const [city] = useCity();
  const [state, setState] = useState<
    { kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; message: string }
  >({
    kind: 'idle',
  });
  if (state.kind === 'saved')
    return (
      <Typography role="status" variant="body2" sx={{ color: 'success.main' }}>
        {SEARCH_ALERT_TEXTS.saved}
      </Typography>
    );
  const save = async () => {
    if (!isLoggedIn) {
      void openEnquiry({ title: 'Login' });
      return;
    }
    setState({ kind: 'saving' });
    try {
      await addSearchAlert(city, filters());
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'failed', message: (error as Error).message });
    }
  };
  return (
    <>
      <Button variant="outlined" disabled={state.kind === 'saving'} onClick={() => void save()}>
        {state.kind === 'saving' ? SEARCH_ALERT_TEXTS.saving : SEARCH_ALERT_TEXTS.button}
      </Button>
      {state.kind === 'failed' ? (
        <Typography role="alert" variant="body2" color="error">
          {state.message}
        </Typography>
      ) : null}
    </>
  );
}
