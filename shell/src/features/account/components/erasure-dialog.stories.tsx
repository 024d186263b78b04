import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';
import { apiRoutes, failing, world, type ApiAnswer } from '@villa/shared/testing/story-world';
import ErasureDialog from './erasure-dialog.tsx';

const WRONG_CODE = 'Invalid OTP. Please try again.';

/** The erasure API: a code is sent; 123456 erases, any other code is refused. */
const erasureWorld = (codeRequest: ApiAnswer = { status: 'success' }) =>
  world({
    route: '/profile/account',
    loggedIn: true,
    api: apiRoutes({
      'POST /api/v1/client/erasure/code': codeRequest,
      'POST /api/v1/client/erasure': (_url, init) => {
        const { otp } = JSON.parse(String(init?.body)) as { otp: string };
        return otp === '123456'
          ? Response.json({
              status: 'success',
              data: {
                reference: 'ER-20261127-7F3K2Q',
                erased_at: '2026-11-27T10:32:00.000Z',
                erased: [
                  'Your account, and every session it was signed in with',
                  'Your wishlist (2 villas)',
                  'Your saved searches (1)',
                  'Your name, phone number and email in 3 enquiries',
                ],
              },
            })
          : Response.json({ statusCode: 403, error: 'Forbidden', message: WRONG_CODE }, { status: 403 });
      },
    }),
  });

const meta = {
  title: 'Shell/Account/Delete my data dialog',
  component: ErasureDialog,
  args: { phoneEnding: '3210', onClose: fn(), onErased: fn() },
  parameters: erasureWorld(),
  play: async ({ canvasElement }) => {
    // The dialog renders outside the story's canvas, in the page's body.
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Delete my data' });
  },
} satisfies Meta<typeof ErasureDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** Asks for the code and waits for its field. */
async function sendCode({ canvasElement, userEvent }: Context) {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(await page.findByRole('button', { name: 'Send code' }));
  return { page, field: await page.findByRole('textbox', { name: '6-digit code' }) };
}

/** Step 1: what is erased, what is kept, and that it can't be undone. */
export const WhatIsErased: Story = {};

/** Step 2: the code went to the buyer's phone. */
export const CodeSent: Story = {
  play: async (context) => {
    await sendCode(context);
  },
};

/** The code could not be sent: the server's words. */
export const CodeNotSent: Story = {
  parameters: erasureWorld(failing(429, 'Please wait 25 s before asking for another OTP.')),
  play: async ({ canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Send code' }));
    await page.findByText('Please wait 25 s before asking for another OTP.');
  },
};

/** A wrong code: the API's message under the field. */
export const WrongCode: Story = {
  play: async (context) => {
    const { page, field } = await sendCode(context);
    await context.userEvent.type(field, '654321');
    await context.userEvent.click(page.getByRole('button', { name: 'Delete my data' }));
    await page.findByText(WRONG_CODE);
  },
};

/** The right code: the data is gone, and the receipt says so with its reference and date. */
export const Receipt: Story = {
  play: async (context) => {
    const { page, field } = await sendCode(context);
    await context.userEvent.type(field, '123456');
    await context.userEvent.click(page.getByRole('button', { name: 'Delete my data' }));
    await page.findByText('ER-20261127-7F3K2Q');
  },
};
