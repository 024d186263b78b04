import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, world } from '@villa/shared/testing/story-world';
import { reportAnswer, settingsAnswer, sourcesReport } from '../testing/leads-data.ts';
import { admin, sales, signedInAs, studioApi } from '../testing/studio-data.ts';
import ReportsPage from './exposes/reports-page.tsx';

const sourcesUrl = '/api/v1/studio/leads/reports/sources';

/** The inbox's reports, and (admins) the sales settings. */
const meta = {
  title: 'Studio/Reports',
  component: ReportsPage,
  beforeEach: signedInAs(sales),
  parameters: world({
    route: '/studio/reports',
    api: studioApi(sales, { [sourcesUrl]: reportAnswer(sourcesReport) }),
  }),
} satisfies Meta<typeof ReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Report: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Leads by source' });
    await canvas.findByRole('button', { name: 'Download CSV' });
  },
};

export const ReportAndSettingsForAnAdmin: Story = {
  beforeEach: signedInAs(admin),
  parameters: world({
    route: '/studio/reports',
    api: studioApi(admin, {
      [sourcesUrl]: reportAnswer(sourcesReport),
      '/api/v1/studio/sales-settings': settingsAnswer(),
    }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Leads by source' });
    await canvas.findByDisplayValue('15');
    await canvas.findByRole('button', { name: 'Save the settings' });
  },
};

export const ReportEmpty: Story = {
  parameters: world({
    route: '/studio/reports',
    api: studioApi(sales, { [sourcesUrl]: reportAnswer({ ...sourcesReport, rows: [] }) }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('No leads in these days');
  },
};

export const ReportLoading: Story = {
  parameters: world({ route: '/studio/reports', api: studioApi(sales, { [sourcesUrl]: pending }) }),
  play: async ({ canvas }) => {
    await canvas.findByText('Loading the report…');
  },
};

export const ReportFailed: Story = {
  parameters: world({
    route: '/studio/reports',
    api: studioApi(sales, { [sourcesUrl]: failing(500, 'Failed to load the report') }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('Failed to load the report');
  },
};
