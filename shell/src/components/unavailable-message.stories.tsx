import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { remoteLabel } from '../lib/remote-contract.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { UnavailableMessage } from './unavailable-message.tsx';

/** What a remote's slot shows when the remote is down: the rest of the site keeps working. */
const down = (remote: string) => ({ subject: `the ${remoteLabel(remote)}`, remote });

const meta = {
  title: 'Shell/Remote down',
  component: UnavailableMessage,
  args: { ...down('listings'), onRetry: fn() },
} satisfies Meta<typeof UnavailableMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listings: Story = {};
export const Detail: Story = { args: down('detail') };
export const Enquiry: Story = { args: down('enquiry') };
export const Blog: Story = { args: down('blog') };
/** One of the shell's own pages failed to download. */
export const ShellPage: Story = { args: { subject: 'this page', remote: undefined } };

/** The listing's remote is down: header and footer stay, and say nothing of it. */
export const InTheLayout: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <Header />
      <main>
        <UnavailableMessage {...args} />
      </main>
      <Footer />
    </>
  ),
};
