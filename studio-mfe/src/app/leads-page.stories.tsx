import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, world } from '@villa/shared/testing/story-world';
import { erasedLead, inboxAnswer, newLead, qualifiedLead } from '../testing/leads-data.ts';
import { admin, editor, sales, signedInAs, studioApi } from '../testing/studio-data.ts';
import LeadsPage from './exposes/leads-page.tsx';

/** The sales inbox in its states, as a sales member, an admin (and an editor, whom the API refuses). */
const meta = {
  title: 'Studio/Leads',
  component: LeadsPage,
  beforeEach: signedInAs(sales),
  parameters: world({
    route: '/studio/leads',
    api: studioApi(sales, { '/api/v1/studio/leads': inboxAnswer([newLead, qualifiedLead, erasedLead]) }),
  }),
} satisfies Meta<typeof LeadsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inbox: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Leads' });
    await canvas.findByRole('link', { name: 'Call Priya Sharma on +919812345678' });
    await canvas.findByText('Escalated');
    await canvas.findByText('Qualified · Hot');
    await canvas.findByRole('link', { name: 'Erased' });
    await canvas.findByText('3 leads');
    await canvas.findByRole('button', { name: 'Mark me away' });
  },
};

/** An admin sees whose leads to show: all, theirs or the unassigned ones. */
export const InboxForAnAdmin: Story = {
  beforeEach: signedInAs(admin),
  parameters: world({
    route: '/studio/leads?stage=new',
    api: studioApi(admin, { '/api/v1/studio/leads': inboxAnswer([newLead]) }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Unassigned', pressed: false });
    await canvas.findByRole('button', { name: 'All', pressed: true });
    await canvas.findByRole('table', { name: 'Leads' });
  },
};

export const InboxLoading: Story = {
  parameters: world({ route: '/studio/leads', api: studioApi(sales, { '/api/v1/studio/leads': pending }) }),
  play: async ({ canvas }) => {
    await canvas.findByText('Loading the leads…');
  },
};

export const InboxEmpty: Story = {
  parameters: world({
    route: '/studio/leads',
    api: studioApi(sales, { '/api/v1/studio/leads': inboxAnswer([]) }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('No leads yet');
  },
};

export const InboxFailed: Story = {
  parameters: world({
    route: '/studio/leads',
    api: studioApi(sales, { '/api/v1/studio/leads': failing(500, 'Failed to load the leads') }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('Failed to load the leads');
    await canvas.findByRole('button', { name: 'Retry' });
  },
};

/** An editor who opens the address reads the API's refusal (403); the nav has no Leads for them. */
export const InboxRefusedToEditors: Story = {
  beforeEach: signedInAs(editor),
  parameters: world({
    route: '/studio/leads',
    api: studioApi(editor, {
      '/api/v1/studio/leads': failing(403, 'This part of the studio is for an admin or sales.'),
    }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('This part of the studio is for an admin or sales.');
    await canvas.findByText('You are signed in as editor. Ask an admin if you need the leads.');
  },
};
