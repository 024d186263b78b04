// A sales member's own "away": while away, the round-robin gives them no new leads. Shown on the
// inbox to a member whose studio account is linked to a relationship manager.
import { useState } from 'react';
import styled from '@emotion/styled';
import type { StaffMember } from '@villa/shared/contracts/entities';
import { Button, Text } from '@villa/shared/ui/kit';
import { space } from '@villa/shared/ui/tokens';
import { errorText } from '../../../lib/studio-api.ts';
import { setAway, useManagers } from '../api/lead.ts';

const Row = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(1, 2) });

export function AwaySwitch({ staff }: { staff: StaffMember }) {
  const managers = useManagers(true);
  const mine = managers.data?.find((row) => row.staff?._id === staff._id);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!mine) return null;
  const toggle = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await setAway(mine._id, !mine.away);
      await managers.mutate();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Row>
      <Text look="body2" aria-live="polite">
        {mine.away
          ? 'You are away: new leads go to the rest of the team.'
          : `You are taking new leads (${mine.open_leads} open).`}
      </Text>
      <Button type="button" size="small" variant="outlined" disabled={busy} onClick={() => void toggle()}>
        {mine.away ? "I'm back" : 'Mark me away'}
      </Button>
      {failure && (
        <Text role="alert" look="body2" tone="error">
          {failure}
        </Text>
      )}
    </Row>
  );
}
