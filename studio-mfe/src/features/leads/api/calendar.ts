// The managers' calls and site visits by day (`GET /studio/calendar`).
import useSWR from 'swr';
import type { CalendarQuery, CalendarResponse } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

export type CalendarDays = CalendarResponse['data']['days'];

export const useCalendar = (query: CalendarQuery) =>
  useSWR(
    ['studio', 'calendar', query] as const,
    ([, , asked]) =>
      studioRequest<CalendarResponse>('/studio/calendar', {
        query: { ...asked },
        defaultMessage: 'Failed to load the calendar',
      }).then((response) => response.data.days),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
