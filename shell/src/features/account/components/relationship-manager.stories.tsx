import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiRoutes, failing, pending, world, type ApiAnswer } from '@villa/shared/testing/story-world';
import { MANAGER_TEXTS, RelationshipManagerSection } from './relationship-manager.tsx';

/** A portrait drawn inline, so the story needs no server. */
const PORTRAIT =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"><rect width="72" height="72" fill="#d8b574"/>' +
      '<circle cx="36" cy="28" r="13" fill="#8a5a44"/><path d="M12 72c2-16 12-24 24-24s22 8 24 24z" fill="#1f4d3a"/></svg>',
  );

const KAVYA = {
  name: 'Kavya Menon',
  designation: 'Senior relationship manager',
  image: PORTRAIT,
  languages: ['English', 'Hindi', 'Kannada'],
};

const managerWorld = (answer: ApiAnswer) =>
  world({ loggedIn: true, api: apiRoutes({ '/api/v1/client/relationship-manager': answer }) });

const meta = {
  title: 'Shell/Account/Relationship manager',
  component: RelationshipManagerSection,
  args: { userId: '6745a1c0a1b2c3d4e5f60401' },
  parameters: managerWorld({ status: 'success', data: KAVYA }),
} satisfies Meta<typeof RelationshipManagerSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lead of the buyer's is assigned: who calls them. */
export const Assigned: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Speaks English, Hindi and Kannada');
  },
};

/** No photo on file: the first letter of the name, at the photo's size. */
export const AssignedWithoutPhoto: Story = {
  parameters: managerWorld({ status: 'success', data: { ...KAVYA, image: null, name: 'Rahul Shetty' } }),
  play: async ({ canvas }) => {
    await canvas.findByText('Rahul Shetty');
  },
};

/** Before the first enquiry: no manager yet, and the page says when one comes. */
export const NotYetAssigned: Story = {
  parameters: managerWorld({ status: 'success', data: null }),
  play: async ({ canvas }) => {
    await canvas.findByText(MANAGER_TEXTS.none);
  },
};

export const Loading: Story = { parameters: managerWorld(pending) };

export const Failed: Story = {
  parameters: managerWorld(failing(500, 'Failed to fetch your relationship manager')),
  play: async ({ canvas }) => {
    await canvas.findByText(MANAGER_TEXTS.failed);
  },
};
