// The moves a listing may make (publish, withdraw, archive), each asked before it is made. What the
// API refuses (a villa of an unpublished project, say) stays in the dialog, in the API's words.
import { lazy, Suspense, useState } from 'react';
import styled from '@emotion/styled';
import type { ListingStatus } from '@villa/api/contract/listing-status';
import { Button } from '@villa/shared/ui/kit';
import { space } from '@villa/shared/ui/tokens';
import { MOVE_EFFECTS, MOVE_NAMES, STATUS_NAMES, movesFrom } from '../../../components/listing-status.tsx';
import { errorText } from '../../../lib/studio-api.ts';

const AskDialog = lazy(() => import('../../../components/ask-dialog.tsx'));

const Moves = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space(1) });

export interface StatusMovesProps {
  /** The listing's name, for the buttons' and the dialog's words. */
  name: string;
  /** 'project' or 'villa'. */
  noun: string;
  status: ListingStatus;
  /** Makes the move; rejects with the API's refusal. */
  onMove: (status: ListingStatus) => Promise<unknown>;
  /** After the move: what it did, for the page's notice. */
  onMoved: (message: string) => void;
}

export function StatusMoves({ name, noun, status, onMove, onMoved }: StatusMovesProps) {
  const [asked, setAsked] = useState<ListingStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const moves = movesFrom(status);
  if (moves.length === 0) return null;

  const confirm = async () => {
    if (!asked) return;
    setBusy(true);
    setError(null);
    try {
      await onMove(asked);
      setAsked(null);
      onMoved(`${name} is now ${STATUS_NAMES[asked].toLowerCase()}.`);
    } catch (refusal) {
      setError(errorText(refusal));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Moves>
        {moves.map((move) => (
          <Button
            key={move}
            size="small"
            variant={move === 'published' ? 'contained' : 'outlined'}
            aria-label={`${MOVE_NAMES[move]}: ${name}`}
            onClick={() => {
              setError(null);
              setAsked(move);
            }}
          >
            {MOVE_NAMES[move]}
          </Button>
        ))}
      </Moves>
      {asked && (
        <Suspense fallback={null}>
          <AskDialog
            title={`${MOVE_NAMES[asked]} the ${noun} ${name}?`}
            body={MOVE_EFFECTS[asked]}
            action={MOVE_NAMES[asked]}
            busy={busy}
            error={error}
            onConfirm={() => void confirm()}
            onCancel={() => setAsked(null)}
          />
        </Suspense>
      )}
    </>
  );
}
