import type { StudioCalendarPageProps } from '@villa/shared/contracts/exposed-modules';
import { StaffPage } from '../../features/auth/components/staff-page.tsx';
import { SalesCalendar } from '../../features/leads/components/calendar-page.tsx';

/** `studio/CalendarPage`, route /studio/calendar: calls and site visits by day, for sales and admins. */
export default function StudioCalendarPageModule(_props: StudioCalendarPageProps) {
  return (
    <StaffPage roles={['admin', 'sales']} headTitle="Calendar" title="The calendar">
      {(staff) => <SalesCalendar staff={staff} />}
    </StaffPage>
  );
}
