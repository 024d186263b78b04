import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, world } from '@villa/shared/testing/story-world';
import { admin, editor, signedInAs, studioApi } from '../testing/studio-data.ts';
import AuditPage from './exposes/audit-page.tsx';
import HomePage from './exposes/home-page.tsx';
import LoginPage from './exposes/login-page.tsx';
import StaffPage from './exposes/staff-page.tsx';

/** The studio's pages in their states: signed in as an admin unless a story says otherwise. */
const meta = {
  title: 'Studio/Pages',
  component: StaffPage,
  beforeEach: signedInAs(admin),
  parameters: world({ route: '/studio/staff', api: studioApi(admin) }),
} satisfies Meta<typeof StaffPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  beforeEach: () => sessionStorage.clear(),
  render: () => <LoginPage />,
  parameters: world({ route: '/studio/login' }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Sign in to the studio' });
    await canvas.findByRole('button', { name: 'Send code' });
  },
};

export const Home: Story = {
  render: () => <HomePage />,
  parameters: world({ route: '/studio', api: studioApi(admin) }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Welcome, Asha Rao' });
    await canvas.findByText(/You are signed in as admin/);
  },
};

export const Staff: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('combobox', { name: 'Role of Ravi Kumar' });
    await canvas.findByRole('button', { name: 'Remove Ravi Kumar' });
    await canvas.findByRole('form', { name: 'Add a person' });
  },
};

export const StaffLoading: Story = {
  parameters: world({
    route: '/studio/staff',
    api: studioApi(admin, { '/api/v1/studio/staff': pending }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('Loading the staff…');
  },
};

export const StaffEmpty: Story = {
  parameters: world({
    route: '/studio/staff',
    api: studioApi(admin, { '/api/v1/studio/staff': { status: 'success', data: [] } }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('No one is on the staff yet.');
  },
};

export const StaffFailed: Story = {
  parameters: world({
    route: '/studio/staff',
    api: studioApi(admin, { '/api/v1/studio/staff': failing(500, 'Failed to load the staff') }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('Failed to load the staff');
    await canvas.findByRole('button', { name: 'Retry' });
  },
};

/** An editor on the staff page: it says it is for admins. */
export const StaffNotForEditors: Story = {
  beforeEach: signedInAs(editor),
  parameters: world({ route: '/studio/staff', api: studioApi(editor) }),
  play: async ({ canvas }) => {
    await canvas.findByText('The staff page is for admin only.');
    await canvas.findByText('You are signed in as editor.');
  },
};

export const Audit: Story = {
  render: () => <AuditPage />,
  parameters: world({ route: '/studio/audit', api: studioApi(admin) }),
  play: async ({ canvas }) => {
    await canvas.findByText('staff.add');
    await canvas.findByRole('form', { name: 'Filter the audit log' });
  },
};

export const AuditEmpty: Story = {
  render: () => <AuditPage />,
  parameters: world({
    route: '/studio/audit?record_type=unit',
    api: studioApi(admin, {
      '/api/v1/studio/audit': {
        status: 'success',
        data: { entries: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } },
      },
    }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('Nothing in the audit log matches.');
  },
};

export const AuditFailed: Story = {
  render: () => <AuditPage />,
  parameters: world({
    route: '/studio/audit',
    api: studioApi(admin, { '/api/v1/studio/audit': failing(500, 'Failed to load the audit log') }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('Failed to load the audit log');
  },
};
