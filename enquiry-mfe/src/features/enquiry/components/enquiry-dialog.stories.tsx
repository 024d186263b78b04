import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';
import { apiRoutes, failing, world, type ApiAnswer } from '@villa/shared/testing/story-world';
import EnquiryDialog from './enquiry-dialog.tsx';

/** The enquiry API: a code is sent and the enquiry stored, unless told otherwise. */
const enquiryWorld = (codeRequest: ApiAnswer = { status: 'success' }) =>
  world({
    route: '/unit/palm-meadows-villa-12/',
    api: apiRoutes({
      'POST /api/v1/auth/users/generateotp': codeRequest,
      'POST /api/v1/client/enquiries': {
        status: 'success',
        data: { _id: '6742a1f0c0ffee0123456789', created_at: '2026-11-23T09:30:00.000Z' },
      },
    }),
  });

const meta = {
  title: 'Enquiry/Enquiry dialog',
  component: EnquiryDialog,
  args: {
    open: true,
    onClose: fn(),
    request: {
      unit: '6745a1c0a1b2c3d4e5f60001',
      title: 'Palm Meadows Villa 12',
      description: 'Interested in unit',
      redirect_path: '/unit/palm-meadows-villa-12/',
    },
  },
  parameters: enquiryWorld(),
  play: async ({ canvasElement }) => {
    // The dialog renders outside the story's canvas, in the page's body.
    await within(canvasElement.ownerDocument.body).findByRole('form', { name: 'Enquiry form' });
  },
} satisfies Meta<typeof EnquiryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: who is asking, and the phone the code goes to. */
export const ForAVilla: Story = {};

/** From an expert's card: their name, and a time for the call. */
export const WithAnExpert: Story = {
  args: {
    request: {
      title: 'Connect with expert',
      expert_name: 'Kavya Menon',
      is_connect_with_expert: true,
      withSchedule: true,
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByText('Talk to Kavya Menon, our villa expert.');
  },
};

/** What the form says of a bad name, email and phone, once each field is left. */
export const InvalidFields: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await page.findByRole('textbox', { name: 'Full Name' }), 'R2');
    await userEvent.type(page.getByRole('textbox', { name: 'Email' }), 'ravi@example');
    await userEvent.type(page.getByRole('textbox', { name: 'Phone Number' }), '98450');
    await userEvent.tab();
    await page.findAllByRole('alert');
  },
};

/** Fills the form as a buyer would, and submits it. */
async function fillAndSubmit({ canvasElement, userEvent }: Parameters<NonNullable<Story['play']>>[0]) {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.type(await page.findByRole('textbox', { name: 'Full Name' }), 'Ravi Kumar');
  await userEvent.type(page.getByRole('textbox', { name: 'Email' }), 'ravi@example.com');
  await userEvent.type(page.getByRole('textbox', { name: 'Phone Number' }), '9845012345');
  await userEvent.click(page.getByRole('button', { name: 'Submit' }));
  return page;
}

/** Step 2: the code is on its way; the six boxes take it. */
export const OtpStep: Story = {
  name: 'OTP step',
  play: async (context) => {
    const page = await fillAndSubmit(context);
    await page.findByRole('heading', { name: 'Verify OTP' });
  },
};

/** The code could not be sent: the form says so and keeps every value. */
export const CodeNotSent: Story = {
  parameters: enquiryWorld(failing(500, 'SMS gateway unavailable')),
  play: async (context) => {
    const page = await fillAndSubmit(context);
    await page.findByText('Failed to generate OTP. Please try again.');
  },
};
