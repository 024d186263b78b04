// /studio/calendar (sales and admins): a week of calls and site visits, day by day on India's clock,
// from today; the buyer's booked call slots and the managers' own bookings. Two bookings of one
// manager that overlap are marked "Clash". A sales member sees theirs; an admin picks a manager or
// all. The week and the manager are in the address.
import styled from '@emotion/styled';
import type { CalendarEntry, CalendarQuery, StaffMember } from '@villa/shared/contracts/entities';
import { Link, useSearchParams } from '@villa/shared/router';
import { Button, Card, Chip, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { colors, space, up } from '@villa/shared/ui/tokens';
import { FieldRow, SelectBox } from '../../../components/native-fields.tsx';
import { errorText } from '../../../lib/studio-api.ts';
import { leadPath } from '../../../lib/studio-paths.ts';
import { useCalendar } from '../api/calendar.ts';
import { useManagers } from '../api/lead.ts';
import { addDays, BOOKING_KIND_NAMES, dayText, indiaClock, indiaToday } from './sales-words.ts';

/** The days the page shows at once. */
const WEEK = 7;

const Controls = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: space(2),
  marginTop: space(2),
});
const Days = styled.div({ display: 'grid', gap: space(2), marginTop: space(3) });
const Day = styled(Card)({ padding: space(2), [up('sm')]: { padding: space(2, 3) } });
const Entries = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });
const EntryRow = styled.li({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space(1, 1.5),
  padding: space(1, 0),
  '& + &': { borderTop: `1px solid ${colors.divider}` },
});
const Time = styled.span({ fontWeight: 600, fontVariantNumeric: 'tabular-nums', minWidth: '7.5rem' });
const Clash = styled(Chip)({ color: colors.error, borderColor: colors.error });

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

function Entry({ entry, showManager }: { entry: CalendarEntry; showManager: boolean }) {
  return (
    <EntryRow>
      <Time>
        {indiaClock(entry.starts_at)}–{indiaClock(entry.ends_at)}
      </Time>
      <Chip tone={entry.kind === 'visit' ? 'primary' : 'default'}>{BOOKING_KIND_NAMES[entry.kind]}</Chip>
      <Link to={leadPath(entry.lead._id)}>{entry.lead.name ?? 'Erased buyer'}</Link>
      {showManager && (
        <Text as="span" look="body2" tone="secondary">
          {entry.manager ? `with ${entry.manager.name}` : 'no manager'}
        </Text>
      )}
      {entry.from_enquiry && (
        <Text as="span" look="caption" tone="secondary">
          booked by the buyer
        </Text>
      )}
      {entry.clash && <Clash>Clash</Clash>}
    </EntryRow>
  );
}

export function SalesCalendar({ staff }: { staff: StaffMember }) {
  const [params, setParams] = useSearchParams();
  const admin = staff.role === 'admin';
  const today = indiaToday();
  const asked = params.get('from');
  const from = isDay(asked) ? asked : today;
  const manager = (admin && params.get('manager')) || (admin ? 'all' : 'me');
  const query: CalendarQuery = { from, days: WEEK, manager };
  const calendar = useCalendar(query);
  const managers = useManagers(admin);

  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const week = (days: number) => {
    const start = addDays(from, days);
    set('from', start === today ? null : start);
  };
  const last = addDays(from, WEEK - 1);

  return (
    <>
      <Text as="h1" look="h5">
        Calendar
      </Text>
      <Text look="body2" tone="secondary">
        Calls and site visits, day by day, in India time: the calls buyers booked with their enquiries and the
        ones booked from a lead's page. Two bookings of one manager at the same time are marked Clash.
      </Text>
      <Controls>
        <div>
          <Text as="h2" look="subtitle1" aria-live="polite">
            {`${dayText(from)} to ${dayText(last)}`}
          </Text>
          <FieldRow>
            <Button type="button" variant="outlined" size="small" onClick={() => week(-WEEK)}>
              Previous week
            </Button>
            <Button
              type="button"
              variant="outlined"
              size="small"
              disabled={from === today}
              onClick={() => set('from', null)}
            >
              This week
            </Button>
            <Button type="button" variant="outlined" size="small" onClick={() => week(WEEK)}>
              Next week
            </Button>
          </FieldRow>
        </div>
        {admin && (
          <SelectBox
            label="Whose calendar"
            value={manager}
            onChange={(event) => set('manager', event.target.value === 'all' ? null : event.target.value)}
          >
            <option value="all">All managers</option>
            <option value="me">Mine</option>
            {(managers.data ?? []).map((row) => (
              <option key={row._id} value={row._id}>
                {row.away ? `${row.name} (away)` : row.name}
              </option>
            ))}
          </SelectBox>
        )}
      </Controls>
      {calendar.isLoading ? (
        <StatusMessage kind="loading" title="Loading the calendar…" />
      ) : calendar.error && !calendar.data ? (
        <StatusMessage
          kind="error"
          title={errorText(calendar.error)}
          onRetry={() => void calendar.mutate()}
        />
      ) : (
        <Days>
          {(calendar.data ?? []).map(({ day, entries }) => (
            <Day as="section" key={day} aria-labelledby={`day-${day}`}>
              <Text as="h3" id={`day-${day}`} look="subtitle1" style={{ marginBottom: space(1) }}>
                {day === today ? `Today, ${dayText(day)}` : dayText(day)}
              </Text>
              {entries.length === 0 ? (
                <Text look="body2" tone="secondary">
                  Nothing booked.
                </Text>
              ) : (
                <Entries>
                  {entries.map((entry) => (
                    <Entry key={entry._id} entry={entry} showManager={manager !== 'me'} />
                  ))}
                </Entries>
              )}
            </Day>
          ))}
        </Days>
      )}
    </>
  );
}
