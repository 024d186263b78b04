import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { apiRoutes, pending, world, type ApiAnswer } from '@villa/shared/testing/story-world';
import AccountPage from './account.tsx';

const KAVYA = {
  name: 'Kavya Menon',
  designation: 'Senior relationship manager',
  image: null,
  languages: ['English', 'Kannada'],
};

/** A logged-in buyer's account, the API answering the manager (and the erasure) as given, and one search alert. */
const accountWorld = (manager: ApiAnswer) =>
  world({
    route: '/profile/account',
    loggedIn: true,
    api: apiRoutes({
      '/api/v1/client/relationship-manager': manager,
      '/api/v1/auth/users/alerts': {
        status: 'success',
        data: {
          price_drops: true,
          stopped: false,
          searches: [
            {
              _id: '6745a1c0a1b2c3d4e5f6a001',
              filter_id: '6745a1c0a1b2c3d4e5f6b001',
              city: 'Bengaluru',
              filters: { bhk: '4' },
              created_at: '2026-11-27T05:00:00.000Z',
            },
          ],
        },
      },
      'POST /api/v1/client/erasure/code': { status: 'success' },
      'POST /api/v1/client/erasure': {
        status: 'success',
        data: {
          reference: 'ER-20261127-7F3K2Q',
          erased_at: '2026-11-27T10:32:00.000Z',
          erased: ['Your account, and every session it was signed in with', 'Your wishlist (2 villas)'],
        },
      },
    }),
  });

const meta = {
  title: 'Shell/Account page',
  component: AccountPage,
  parameters: world({ route: '/profile' }),
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};

export const LoggedIn: Story = {
  parameters: accountWorld({ status: 'success', data: KAVYA }),
  play: async ({ canvas }) => {
    await canvas.findByText('Name: Asha Rao');
    await canvas.findByText('Kavya Menon');
  },
};

/** Before the first enquiry: no manager yet. */
export const NoManagerYet: Story = {
  parameters: accountWorld({ status: 'success', data: null }),
  play: async ({ canvas }) => {
    await canvas.findByText(/No relationship manager yet/);
  },
};

export const LoadingManager: Story = {
  parameters: accountWorld(pending),
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Delete my data' });
  },
};

/** After 'Delete my data': logged out, and the receipt stays on the page. */
export const DataDeleted: Story = {
  parameters: accountWorld({ status: 'success', data: KAVYA }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete my data' }));
    await userEvent.click(await page.findByRole('button', { name: 'Send code' }));
    await userEvent.type(await page.findByRole('textbox', { name: '6-digit code' }), '123456');
    await userEvent.click(page.getByRole('button', { name: 'Delete my data' }));
    await userEvent.click(await page.findByRole('button', { name: 'Done' }));
    await canvas.findByRole('region', { name: 'Your data is deleted' });
  },
};
