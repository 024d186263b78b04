// /studio/people (editors and admins): the sales team and the customer reviews the About and expert
// pages show, each added, edited and removed here (removal asks first).
import { lazy, Suspense, useMemo, useState } from 'react';
import styled from '@emotion/styled';
import type { Review, SalesMember } from '@villa/shared/contracts/entities';
import { Card, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space } from '@villa/shared/ui/tokens';
import { errorText } from '../../../lib/studio-api.ts';
import { useReviews } from '../api/get-reviews.ts';
import { useSalesAccounts, useSalesLinks } from '../api/get-sales-links.ts';
import { useTeam } from '../api/get-team.ts';
import { removeReview } from '../api/save-review.ts';
import { removeTeamMember } from '../api/save-team-member.ts';
import { ReviewsTable, TeamTable } from './people-tables.tsx';
import { ReviewForm } from './review-form.tsx';
import { TeamMemberForm, type LinkChoices } from './team-member-form.tsx';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog.tsx'));

const Section = styled(Card)({ padding: space(3), marginTop: space(3) });

type Pending = { kind: 'member'; row: SalesMember } | { kind: 'review'; row: Review } | null;

/** `admin`: the studio account and away of each member, which editors neither see nor set. */
export function PeopleManager({ admin = false }: { admin?: boolean }) {
  const team = useTeam();
  const reviews = useReviews();
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [editingMember, setEditingMember] = useState<SalesMember | null>(null);
  const [editingReview, setEditingReview] = useState<Review | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const say = (text: string, error = false) => setNotice({ text, error });
  const links = useSalesLinks(admin);
  const accounts = useSalesAccounts(admin);
  const link = useMemo<LinkChoices | undefined>(
    () =>
      admin
        ? {
            accounts: accounts.data ?? [],
            loading: accounts.isLoading || links.isLoading,
            current: editingMember ? (links.data?.[editingMember._id] ?? null) : null,
          }
        : undefined,
    [admin, accounts.data, accounts.isLoading, links.data, links.isLoading, editingMember],
  );

  const confirmRemoval = async () => {
    if (!pending) return;
    setBusyId(pending.row._id);
    try {
      if (pending.kind === 'member') {
        await removeTeamMember(pending.row._id);
        say(`${pending.row.name} is no longer on the sales team.`);
        if (editingMember?._id === pending.row._id) setEditingMember(null);
        await team.mutate();
      } else {
        await removeReview(pending.row._id);
        say(`The review by ${pending.row.name} is removed.`);
        if (editingReview?._id === pending.row._id) setEditingReview(null);
        await reviews.mutate();
      }
    } catch (error) {
      say(errorText(error), true);
    } finally {
      setBusyId(null);
      setPending(null);
    }
  };

  return (
    <>
      <Text as="h1" look="h5">
        People
      </Text>
      <Text look="body2" tone="secondary">
        The sales team and the reviews on the About and Connect with an expert pages. A change shows there at
        once.
      </Text>
      <div aria-live="polite">
        {notice && (
          <Text
            role={notice.error ? 'alert' : undefined}
            look="body2"
            tone={notice.error ? 'error' : 'brand'}
            style={{ marginTop: space(2) }}
          >
            {notice.text}
          </Text>
        )}
      </div>

      <Section as="section" aria-labelledby="team-title">
        <Text as="h2" id="team-title" look="h6" style={{ marginBottom: space(2) }}>
          Sales team
        </Text>
        {team.isLoading ? (
          <StatusMessage kind="loading" title="Loading the sales team…" />
        ) : team.error && !team.data ? (
          <StatusMessage kind="error" title={errorText(team.error)} onRetry={() => void team.mutate()} />
        ) : (
          <TeamTable
            team={team.data ?? []}
            links={admin ? (links.data ?? null) : undefined}
            accounts={accounts.data ?? []}
            busyId={busyId}
            onEdit={setEditingMember}
            onRemove={(row) => setPending({ kind: 'member', row })}
          />
        )}
      </Section>
      <Section>
        <TeamMemberForm
          key={editingMember?._id ?? 'new'}
          member={editingMember}
          link={link}
          onCancel={editingMember ? () => setEditingMember(null) : undefined}
          onSaved={(member, added) => {
            say(added ? `${member.name} is on the sales team.` : `${member.name}'s details are saved.`);
            setEditingMember(null);
            void team.mutate();
            if (admin) void links.mutate();
          }}
        />
      </Section>

      <Section as="section" aria-labelledby="reviews-title">
        <Text as="h2" id="reviews-title" look="h6" style={{ marginBottom: space(2) }}>
          Reviews
        </Text>
        {reviews.isLoading ? (
          <StatusMessage kind="loading" title="Loading the reviews…" />
        ) : reviews.error && !reviews.data ? (
          <StatusMessage
            kind="error"
            title={errorText(reviews.error)}
            onRetry={() => void reviews.mutate()}
          />
        ) : (
          <ReviewsTable
            reviews={reviews.data ?? []}
            busyId={busyId}
            onEdit={setEditingReview}
            onRemove={(row) => setPending({ kind: 'review', row })}
          />
        )}
      </Section>
      <Section>
        <ReviewForm
          key={editingReview?._id ?? 'new'}
          review={editingReview}
          onCancel={editingReview ? () => setEditingReview(null) : undefined}
          onSaved={(review, added) => {
            say(added ? `The review by ${review.name} is added.` : `The review by ${review.name} is saved.`);
            setEditingReview(null);
            void reviews.mutate();
          }}
        />
      </Section>

      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={
              pending.kind === 'member'
                ? `Remove ${pending.row.name} from the sales team?`
                : `Remove the review by ${pending.row.name}?`
            }
            body="It disappears from the buyer pages at once. The audit log keeps what it was."
            action="Remove"
            busy={busyId !== null}
            onConfirm={() => void confirmRemoval()}
            onCancel={() => setPending(null)}
          />
        </Suspense>
      )}
    </>
  );
}
