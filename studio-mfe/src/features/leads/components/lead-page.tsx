// /studio/leads/:id (sales and admins): one buyer's record. Who they are and how to reach them, whose
// lead it is (an admin reassigns it), its stage, the next follow-up, a note, a call or site visit to
// book, the bookings, and the timeline. An erased buyer's record says so and shows no field of theirs.
import { lazy, Suspense, useState } from 'react';
import styled from '@emotion/styled';
import { studioRoutes } from '@villa/api/contract/studio-pages';
import type { LeadBooking, StaffMember } from '@villa/shared/contracts/entities';
import { ApiError } from '@villa/shared/api/client';
import { Link } from '@villa/shared/router';
import { Button, Card, Chip, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { colors, space, up } from '@villa/shared/ui/tokens';
import { errorText } from '../../../lib/studio-api.ts';
import { cancelBooking, useLead, useManagers, type LeadRecord } from '../api/lead.ts';
import { BookingForm, FollowUpForm, ManagerForm, NoteForm, StageForm } from './lead-actions.tsx';
import { LeadTimeline } from './lead-timeline.tsx';
import { ENQUIRY_KIND_LABELS } from '@villa/api/contract/sales';
import { buyerName, firstContactText } from './leads-table.tsx';
import { BOOKING_KIND_NAMES, indiaClock, indiaDateTime, stageText } from './sales-words.ts';
import { useNow } from './use-now.ts';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog.tsx'));

const Columns = styled.div({
  display: 'grid',
  gap: space(3),
  marginTop: space(3),
  [up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
});
const Stack = styled.div({ display: 'flex', flexDirection: 'column', gap: space(3) });
const Section = styled(Card)({ padding: space(2), [up('sm')]: { padding: space(3) } });
const Actions = styled(Section)({ display: 'flex', flexDirection: 'column', gap: space(3) });
const Facts = styled.dl({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: space(1, 2),
  margin: 0,
  '& dt': { color: colors.text.secondary },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
});
const Bookings = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });
const BookingRow = styled.li({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(1),
  padding: space(1, 0),
  '& + &': { borderTop: `1px solid ${colors.divider}` },
});
const Chips = styled.span({ display: 'inline-flex', flexWrap: 'wrap', gap: space(0.5) });

const heading = (id: string, words: string) => (
  <Text as="h2" id={id} look="h6" style={{ marginBottom: space(2) }}>
    {words}
  </Text>
);

const bookingText = (booking: LeadBooking) =>
  `${BOOKING_KIND_NAMES[booking.kind]} · ${indiaDateTime(booking.starts_at)}–${indiaClock(booking.ends_at)}`;

/** When and under which reference the buyer's data was erased. */
export function erasureText(lead: LeadRecord): string {
  const at =
    lead.erased_at ?? [...lead.events].reverse().find((event) => event.type === 'erased')?.at ?? null;
  const on = at ? ` on ${indiaDateTime(at)}` : '';
  const reference = lead.erasure_ref ? ` (reference ${lead.erasure_ref})` : '';
  return `This buyer's data was erased${on}${reference}.`;
}

function BuyerFacts({ lead, now }: { lead: LeadRecord; now: number }) {
  const firstContact = firstContactText(lead, now);
  return (
    <Facts>
      <dt>Phone</dt>
      <dd>
        {lead.phone ? (
          <a href={`tel:${lead.phone}`} aria-label={`Call ${buyerName(lead)} on ${lead.phone}`}>
            {lead.phone}
          </a>
        ) : (
          'None'
        )}
      </dd>
      <dt>Email</dt>
      <dd>{lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : 'None given'}</dd>
      <dt>City</dt>
      <dd>{lead.city?.name ?? 'Not known'}</dd>
      <dt>Manager</dt>
      <dd>{lead.manager?.name ?? 'Unassigned'}</dd>
      <dt>Stage</dt>
      <dd>{stageText(lead)}</dd>
      <dt>First contact</dt>
      <dd>{firstContact ?? 'Not recorded'}</dd>
      <dt>Next follow-up</dt>
      <dd>{lead.next_follow_up_at ? indiaDateTime(lead.next_follow_up_at) : 'Not set'}</dd>
      <dt>Enquiries</dt>
      <dd>
        <Chips>
          {lead.kinds.map((kind) => (
            <Chip key={kind}>{ENQUIRY_KIND_LABELS[kind]}</Chip>
          ))}
        </Chips>{' '}
        {lead.enquiries === 1 ? '1 enquiry' : `${lead.enquiries} enquiries`}
      </dd>
      {(lead.escalated || lead.verified) && (
        <>
          <dt>Flags</dt>
          <dd>
            <Chips>
              {lead.escalated && (
                <Chip style={{ color: colors.error, borderColor: colors.error }}>Escalated</Chip>
              )}
              {lead.verified && <Chip tone="success">Phone verified</Chip>}
            </Chips>
          </dd>
        </>
      )}
    </Facts>
  );
}

export function LeadRecordPage({ id, staff }: { id: string; staff: StaffMember }) {
  const lead = useLead(id);
  const admin = staff.role === 'admin';
  const managers = useManagers(admin);
  const now = useNow(30_000);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [cancelling, setCancelling] = useState<LeadBooking | null>(null);
  const [busy, setBusy] = useState(false);
  const record = lead.data;

  const done = (text: string) => {
    setNotice({ text, error: false });
    void lead.mutate();
  };
  const confirmCancel = async () => {
    if (!cancelling || !record) return;
    setBusy(true);
    try {
      await cancelBooking(record._id, cancelling._id);
      done(`The ${BOOKING_KIND_NAMES[cancelling.kind].toLowerCase()} is cancelled.`);
    } catch (error) {
      setNotice({ text: errorText(error), error: true });
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  };

  const back = <Link to={studioRoutes.leads}>← All leads</Link>;
  if (lead.isLoading)
    return (
      <>
        {back}
        <StatusMessage kind="loading" title="Loading the lead…" />
      </>
    );
  if (!record) {
    const status = lead.error instanceof ApiError ? lead.error.status : 0;
    return (
      <>
        {back}
        <StatusMessage
          kind="error"
          title={errorText(lead.error)}
          onRetry={status === 403 || status === 404 ? undefined : () => void lead.mutate()}
        />
      </>
    );
  }

  return (
    <>
      {back}
      <Text as="h1" look="h5" style={{ marginTop: space(1) }}>
        {record.erased ? 'Erased buyer' : buyerName(record)}
      </Text>
      <div aria-live="polite">
        {notice && (
          <Text
            role={notice.error ? 'alert' : undefined}
            look="body2"
            tone={notice.error ? 'error' : 'brand'}
            style={{ marginTop: space(1) }}
          >
            {notice.text}
          </Text>
        )}
      </div>
      {record.erased ? (
        <Section style={{ marginTop: space(3) }}>
          <Text look="body1">{erasureText(record)}</Text>
          <Text look="body2" tone="secondary">
            Their name, phone, email and messages are gone; the lead counts in the reports without them.
          </Text>
        </Section>
      ) : (
        <Columns>
          <Stack>
            <Section as="section" aria-labelledby="buyer-title">
              {heading('buyer-title', 'Buyer')}
              <BuyerFacts lead={record} now={now} />
            </Section>
            <Actions as="section" aria-labelledby="work-title">
              {heading('work-title', 'Work on the lead')}
              <StageForm key={`stage-${record.stage}`} lead={record} onDone={done} />
              <FollowUpForm key={`follow-${record.next_follow_up_at}`} lead={record} onDone={done} />
              <NoteForm lead={record} onDone={done} />
              <BookingForm lead={record} onDone={done} />
              {admin && managers.data && (
                <ManagerForm
                  key={`manager-${record.manager?._id}`}
                  lead={record}
                  managers={managers.data}
                  onDone={done}
                />
              )}
              {admin && managers.error && (
                <Text role="alert" look="body2" tone="error">
                  {errorText(managers.error)}
                </Text>
              )}
            </Actions>
            <Section as="section" aria-labelledby="bookings-title">
              {heading('bookings-title', 'Calls and site visits')}
              {record.bookings.length === 0 ? (
                <Text look="body2" tone="secondary">
                  Nothing booked.
                </Text>
              ) : (
                <Bookings>
                  {record.bookings.map((booking) => (
                    <BookingRow key={booking._id}>
                      <span>
                        {bookingText(booking)}
                        {booking.manager && (
                          <Text as="span" look="caption" tone="secondary" style={{ display: 'block' }}>
                            {`With ${booking.manager.name}${booking.from_enquiry ? ' · booked by the buyer' : ''}`}
                          </Text>
                        )}
                      </span>
                      <Button
                        type="button"
                        size="small"
                        variant="outlined"
                        disabled={busy}
                        aria-label={`Cancel the ${BOOKING_KIND_NAMES[booking.kind].toLowerCase()} on ${indiaDateTime(booking.starts_at)}`}
                        onClick={() => setCancelling(booking)}
                      >
                        Cancel
                      </Button>
                    </BookingRow>
                  ))}
                </Bookings>
              )}
            </Section>
          </Stack>
          <Section as="section" aria-labelledby="timeline-title">
            {heading('timeline-title', 'Timeline')}
            <LeadTimeline events={record.events} />
          </Section>
        </Columns>
      )}
      {cancelling && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={`Cancel the ${BOOKING_KIND_NAMES[cancelling.kind].toLowerCase()} on ${indiaDateTime(cancelling.starts_at)}?`}
            body="It leaves the calendar. The timeline keeps a record of it."
            action="Cancel the booking"
            busy={busy}
            onConfirm={() => void confirmCancel()}
            onCancel={() => setCancelling(null)}
          />
        </Suspense>
      )}
    </>
  );
}
