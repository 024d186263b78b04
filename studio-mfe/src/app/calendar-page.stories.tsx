import type { Meta, StoryObj } from '@storybook/react-vite';
import { jsonResponse } from '@villa/shared/testing/fixtures';
import { failing, pending, world } from '@villa/shared/testing/story-world';
import { calendarAnswer, managersAnswer } from '../testing/leads-data.ts';
import { admin, sales, signedInAs, studioApi } from '../testing/studio-data.ts';
import CalendarPage from './exposes/calendar-page.tsx';

const calendar = (url: URL) => jsonResponse(calendarAnswer(url.searchParams.get('from') ?? '2026-11-27'));

/** A week of calls and site visits by day, with a clash. */
const meta = {
  title: 'Studio/Calendar',
  component: CalendarPage,
  beforeEach: signedInAs(sales),
  parameters: world({
    route: '/studio/calendar',
    api: studioApi(sales, { '/api/v1/studio/calendar': calendar }),
  }),
} satisfies Meta<typeof CalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByText('Clash');
    await canvas.findByRole('link', { name: 'Arun Menon' });
    await canvas.findByRole('button', { name: 'Next week' });
  },
};

export const WeekForAnAdmin: Story = {
  beforeEach: signedInAs(admin),
  parameters: world({
    route: '/studio/calendar',
    api: studioApi(admin, {
      '/api/v1/studio/calendar': calendar,
      '/api/v1/studio/sales-managers': managersAnswer,
    }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByRole('combobox', { name: 'Whose calendar' });
    await canvas.findByRole('option', { name: 'Kabir Shah (away)' });
    await canvas.findAllByText('with Meera Iyer');
  },
};

/** A week with nothing booked: each day says so. */
export const CalendarEmpty: Story = {
  parameters: world({
    route: '/studio/calendar',
    api: studioApi(sales, {
      '/api/v1/studio/calendar': (url: URL) => {
        const week = calendarAnswer(url.searchParams.get('from') ?? '2026-11-27');
        return jsonResponse({
          ...week,
          data: { days: week.data.days.map((day) => ({ ...day, entries: [] })) },
        });
      },
    }),
  }),
  play: async ({ canvas }) => {
    const empty = await canvas.findAllByText('Nothing booked.');
    if (empty.length !== 7) throw new Error(`Expected 7 empty days, saw ${empty.length}`);
  },
};

export const CalendarLoading: Story = {
  parameters: world({
    route: '/studio/calendar',
    api: studioApi(sales, { '/api/v1/studio/calendar': pending }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('Loading the calendar…');
  },
};

export const CalendarFailed: Story = {
  parameters: world({
    route: '/studio/calendar',
    api: studioApi(sales, { '/api/v1/studio/calendar': failing(500, 'Failed to load the calendar') }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('Failed to load the calendar');
  },
};
