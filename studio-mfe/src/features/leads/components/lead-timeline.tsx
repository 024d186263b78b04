// A buyer's timeline, oldest first: each enquiry (its kind, page, villa and project, partner, tracking
// fields, whether the phone was verified, the terms and when the buyer agreed), each stage change,
// note, follow-up, booking, assignment and escalation, with who and when (India time).
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { ENQUIRY_KIND_LABELS, LEAD_STAGE_LABELS } from '@villa/api/contract/sales';
import type { LeadEnquiry, LeadEvent } from '@villa/shared/contracts/entities';
import { Link } from '@villa/shared/router';
import { Chip, Text } from '@villa/shared/ui/kit';
import { colors, space } from '@villa/shared/ui/tokens';
import { projectPath, unitPath } from '../../../lib/studio-paths.ts';
import { BOOKING_KIND_NAMES, indiaClock, indiaDateTime, stageText } from './sales-words.ts';

const List = styled.ol({ listStyle: 'none', margin: 0, padding: 0 });
const Entry = styled.li({
  padding: space(1.5, 0, 1.5, 2),
  borderLeft: `3px solid ${colors.divider}`,
  '& + &': { marginTop: space(0.5) },
});
const Facts = styled.dl({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: space(0.25, 1.5),
  margin: space(1, 0, 0),
  '& dt': { color: colors.text.secondary },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
});
const Note = styled.p({ margin: space(0.5, 0, 0), whiteSpace: 'pre-wrap' });

const who = (actor: string) => (actor === 'system' ? 'automatically' : `by ${actor}`);

function EnquiryFacts({ enquiry }: { enquiry: LeadEnquiry }) {
  const rows: [string, ReactNode][] = [];
  if (enquiry.title) rows.push(['About', enquiry.title]);
  if (enquiry.message) rows.push(['Message', enquiry.message]);
  if (enquiry.page) rows.push(['Page', enquiry.page]);
  if (enquiry.unit)
    rows.push([
      'Villa',
      <Link key="villa" to={unitPath(enquiry.unit._id)}>
        {enquiry.unit.name}
      </Link>,
    ]);
  if (enquiry.project)
    rows.push([
      'Project',
      <Link key="project" to={projectPath(enquiry.project._id)}>
        {enquiry.project.name}
      </Link>,
    ]);
  if (enquiry.partner) rows.push(['Partner', enquiry.partner]);
  for (const [field, value] of Object.entries(enquiry.tracking)) rows.push([field, value]);
  if (enquiry.scheduled_call) rows.push(['Call booked for', indiaDateTime(enquiry.scheduled_call)]);
  rows.push(['Phone', enquiry.verified ? 'Phone verified' : 'Phone not verified']);
  rows.push([
    'Terms',
    enquiry.terms_version
      ? `Version ${enquiry.terms_version}${enquiry.consented_at ? `, agreed ${indiaDateTime(enquiry.consented_at)}` : ''}`
      : 'Not recorded',
  ]);
  return (
    <Facts>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}

/** What an entry says, in a line, and what follows it. */
function describe(event: LeadEvent): { line: string; more?: ReactNode } {
  switch (event.type) {
    case 'enquiry':
      return {
        line: event.enquiry ? `Enquiry: ${ENQUIRY_KIND_LABELS[event.enquiry.kind]}` : 'Enquiry',
        more: event.enquiry ? <EnquiryFacts enquiry={event.enquiry} /> : undefined,
      };
    case 'stage': {
      const to = event.to_stage
        ? stageText({ stage: event.to_stage, temperature: event.temperature, lost_reason: event.lost_reason })
        : 'a new stage';
      const from = event.from_stage ? `${LEAD_STAGE_LABELS[event.from_stage]} → ` : '';
      return { line: `Stage: ${from}${to}, ${who(event.actor)}` };
    }
    case 'note':
      return {
        line: `Note ${who(event.actor)}`,
        more: <Note>{event.note ?? 'The note was erased with the buyer’s data.'}</Note>,
      };
    case 'follow_up':
      return {
        line: event.follow_up_at
          ? `Next follow-up set for ${indiaDateTime(event.follow_up_at)}, ${who(event.actor)}`
          : `Follow-up cleared, ${who(event.actor)}`,
      };
    case 'booking': {
      const booking = event.booking;
      if (!booking) return { line: `Booking changed, ${who(event.actor)}` };
      const when = `${indiaDateTime(booking.starts_at)}–${indiaClock(booking.ends_at)}`;
      return {
        line: booking.cancelled
          ? `${BOOKING_KIND_NAMES[booking.kind]} on ${when} cancelled, ${who(event.actor)}`
          : `${BOOKING_KIND_NAMES[booking.kind]} booked for ${when}, ${who(event.actor)}`,
      };
    }
    case 'assigned':
      return {
        line: event.manager
          ? `Assigned to ${event.manager.name}, ${who(event.actor)}`
          : `Unassigned, ${who(event.actor)}`,
      };
    case 'escalated':
      return { line: 'Escalated to the admins: still new after the escalation time' };
    case 'erased':
      return { line: "The buyer's data was erased at their request" };
  }
}

export function LeadTimeline({ events }: { events: LeadEvent[] }) {
  if (events.length === 0)
    return (
      <Text look="body2" tone="secondary">
        Nothing has happened yet.
      </Text>
    );
  return (
    <List aria-label="Timeline, oldest first">
      {events.map((event) => {
        const { line, more } = describe(event);
        return (
          <Entry key={event._id}>
            <Text as="span" look="caption" tone="secondary" style={{ display: 'block' }}>
              <time dateTime={event.at}>{indiaDateTime(event.at)}</time>
            </Text>
            <Text as="span" look="body2" style={{ display: 'block', fontWeight: 600 }}>
              {line}
              {event.type === 'escalated' && (
                <>
                  {' '}
                  <Chip>Escalated</Chip>
                </>
              )}
            </Text>
            {more}
          </Entry>
        );
      })}
    </List>
  );
}
