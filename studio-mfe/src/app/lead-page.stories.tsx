import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, world } from '@villa/shared/testing/story-world';
import {
  erasedDetail,
  leadAnswer,
  leadDetail,
  leadEvents,
  managersAnswer,
  newLead,
} from '../testing/leads-data.ts';
import { admin, sales, signedInAs, studioApi } from '../testing/studio-data.ts';
import LeadPage from './exposes/lead-page.tsx';

const leadUrl = `/api/v1/studio/leads/${leadDetail._id}`;
const erasedUrl = `/api/v1/studio/leads/${erasedDetail._id}`;

/** A buyer's record: details, the work on the lead, bookings and the timeline. */
const meta = {
  title: 'Studio/Lead',
  component: LeadPage,
  args: { slug: leadDetail._id },
  beforeEach: signedInAs(sales),
  parameters: world({
    route: `/studio/leads/${leadDetail._id}`,
    api: studioApi(sales, { [leadUrl]: leadAnswer(leadDetail) }),
  }),
} satisfies Meta<typeof LeadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BuyersRecord: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Priya Sharma', level: 1 });
    await canvas.findByRole('link', { name: 'Call Priya Sharma on +919812345678' });
    await canvas.findByRole('list', { name: 'Timeline, oldest first' });
    await canvas.findByText('Stage: New → Contacted, by Meera Iyer');
    await canvas.findByRole('button', { name: 'Save the stage' });
  },
};

/** An admin may hand the lead to another relationship manager. */
export const BuyersRecordForAnAdmin: Story = {
  beforeEach: signedInAs(admin),
  parameters: world({
    route: `/studio/leads/${leadDetail._id}`,
    api: studioApi(admin, {
      [leadUrl]: leadAnswer(leadDetail),
      '/api/v1/studio/sales-managers': managersAnswer,
    }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByRole('combobox', { name: 'Relationship manager' });
    await canvas.findByRole('button', { name: 'Reassign' });
  },
};

/** A lead just in: one enquiry, nothing booked, no follow-up yet. */
export const NewLead: Story = {
  parameters: world({
    route: `/studio/leads/${leadDetail._id}`,
    api: studioApi(sales, {
      [leadUrl]: leadAnswer({ ...newLead, email: null, events: leadEvents.slice(0, 2), bookings: [] }),
    }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('Nothing booked.');
    await canvas.findByText('None given');
    await canvas.findByText(/^waiting /);
  },
};

export const ErasedBuyer: Story = {
  args: { slug: erasedDetail._id },
  parameters: world({
    route: `/studio/leads/${erasedDetail._id}`,
    api: studioApi(sales, { [erasedUrl]: leadAnswer(erasedDetail) }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText(
      "This buyer's data was erased on 26 Nov 2026, 13:30 IST (reference ER-20261126-7F3K2Q).",
    );
  },
};

export const LeadLoading: Story = {
  parameters: world({
    route: `/studio/leads/${leadDetail._id}`,
    api: studioApi(sales, { [leadUrl]: pending }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('Loading the lead…');
  },
};

export const LeadFailed: Story = {
  parameters: world({
    route: `/studio/leads/${leadDetail._id}`,
    api: studioApi(sales, { [leadUrl]: failing(500, 'Failed to load the lead') }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('Failed to load the lead');
    await canvas.findByRole('button', { name: 'Retry' });
  },
};
