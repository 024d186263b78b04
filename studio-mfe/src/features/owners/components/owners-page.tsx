// /studio/submissions/owners (editors): the owners' listings from /list-your-villa as a queue,
// pending first (oldest first), then the decided ones; by status; each opened for review below the
// table. The status, the page and the open listing are in the address.
import { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { OWNER_REVIEW_STATUSES, type OwnerReviewStatus } from '@villa/api/contract/catalogue-options';
import type { OwnerSubmissionsQuery } from '@villa/shared/contracts/entities';
import { Link, useSearchParams } from '@villa/shared/router';
import { Card, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { colors, radius, space, text, up } from '@villa/shared/ui/tokens';
import { errorText } from '../../../lib/studio-api.ts';
import { unitPath } from '../../../lib/studio-paths.ts';
import { useOwnerSubmissions } from '../api/owners-api.ts';
import { OwnerReview, type Decision } from './owner-review.tsx';
import { OwnersTable } from './owners-table.tsx';
import { REVIEW_NAMES } from './owner-words.ts';

const Section = styled(Card)({
  padding: space(2),
  marginTop: space(3),
  [up('sm')]: { padding: space(3) },
});
const Statuses = styled.nav({ display: 'flex', flexWrap: 'wrap', gap: space(1), marginTop: space(2) });
const StatusLink = styled.button<{ current: boolean }>(({ current }) => ({
  ...text.body2,
  fontWeight: 600,
  padding: space(0.5, 1.5),
  borderRadius: radius.pill,
  border: `1px solid ${current ? colors.primary.main : colors.divider}`,
  background: current ? colors.primary.main : colors.paper,
  color: current ? colors.primary.contrastText : colors.text.primary,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 2 },
}));

const isStatus = (value: string | null): value is OwnerReviewStatus =>
  (OWNER_REVIEW_STATUSES as readonly (string | null)[]).includes(value);

export function ownersQueryOf(params: URLSearchParams): OwnerSubmissionsQuery {
  const query: OwnerSubmissionsQuery = {};
  const status = params.get('status');
  const page = Number(params.get('page'));
  if (isStatus(status)) query.status = status;
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

export function OwnersQueue() {
  const [params, setParams] = useSearchParams();
  const query = ownersQueryOf(params);
  const queue = useOwnerSubmissions(query);
  const openId = params.get('open');
  const open = queue.data?.submissions.find((item) => item._id === openId) ?? null;
  const detail = useRef<HTMLDivElement>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const shown = open !== null;

  // The review opens below the table: the reader is taken to it.
  useEffect(() => {
    if (!openId || !shown) return;
    const heading = detail.current?.querySelector<HTMLElement>('#owner-review-title');
    heading?.focus();
    heading?.scrollIntoView?.({ block: 'start' });
  }, [openId, shown]);

  const change = (edit: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    edit(next);
    setParams(next);
  };
  const filters: (OwnerReviewStatus | null)[] = [null, ...OWNER_REVIEW_STATUSES];

  return (
    <>
      <Text as="h1" look="h5">
        Owners' listings
      </Text>
      <Text look="body2" tone="secondary">
        Villas owners sent from /list-your-villa. Approve one into a draft villa of a project, then complete
        and publish it; or reject it with a reason the owner is sent.
      </Text>
      <Statuses aria-label="Show the listings">
        {filters.map((status) => (
          <StatusLink
            key={status ?? 'all'}
            type="button"
            current={(query.status ?? null) === status}
            aria-pressed={(query.status ?? null) === status}
            onClick={() =>
              change((next) => {
                if (status) next.set('status', status);
                else next.delete('status');
                next.delete('page');
                next.delete('open');
              })
            }
          >
            {status ? REVIEW_NAMES[status] : 'All'}
          </StatusLink>
        ))}
      </Statuses>
      <div aria-live="polite">
        {decision && (
          <Text look="body2" tone="brand" style={{ marginTop: space(2) }}>
            {decision.text}{' '}
            {decision.unit && <Link to={unitPath(decision.unit._id)}>Complete and publish it</Link>}
          </Text>
        )}
      </div>
      <Section>
        {queue.isLoading ? (
          <StatusMessage kind="loading" title="Loading the owners' listings…" />
        ) : queue.error && !queue.data ? (
          <StatusMessage kind="error" title={errorText(queue.error)} onRetry={() => void queue.mutate()} />
        ) : (
          <OwnersTable
            submissions={queue.data?.submissions ?? []}
            total={queue.data?.pagination.total ?? 0}
            page={query.page ?? 1}
            pageCount={queue.data?.pagination.totalPages ?? 1}
            onPage={(page) =>
              change((next) => {
                if (page > 1) next.set('page', String(page));
                else next.delete('page');
              })
            }
            onOpen={(item) => {
              setDecision(null);
              change((next) => next.set('open', item._id));
            }}
          />
        )}
      </Section>
      {open && (
        <Section ref={detail}>
          <OwnerReview
            key={open._id}
            submission={open}
            onDecided={(made) => {
              setDecision(made);
              void queue.mutate();
            }}
          />
        </Section>
      )}
    </>
  );
}
