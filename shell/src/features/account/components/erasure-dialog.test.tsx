import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@villa/shared/testing/fixtures';
import { renderWithProviders } from '@villa/shared/testing/render';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import ErasureDialog, { ERASURE_TEXTS } from './erasure-dialog.tsx';

const CODE = '/api/v1/client/erasure/code';
const ERASE = '/api/v1/client/erasure';
const RECEIPT = {
  reference: 'ER-20261127-7F3K2Q',
  erased_at: '2026-11-27T10:32:00.000Z',
  erased: ['Your account, and every session it was signed in with', 'Your wishlist (2 villas)'],
};
const WRONG_CODE = 'Invalid OTP. Please try again.';

/** The API: a code is sent; 123456 erases, any other code is refused (403) with the server's message. */
function erasureApi() {
  return stubFetch((url, init) => {
    if (url.pathname === CODE) return jsonResponse({ status: 'success' });
    if (url.pathname === ERASE) {
      const { otp } = JSON.parse(String(init?.body)) as { otp: string };
      return otp === '123456'
        ? jsonResponse({ status: 'success', data: RECEIPT })
        : jsonResponse({ statusCode: 403, error: 'Forbidden', message: WRONG_CODE }, 403);
    }
    return jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
  });
}

function renderDialog() {
  const onClose = vi.fn();
  const onErased = vi.fn();
  const rendered = renderWithProviders(
    <ErasureDialog phoneEnding="3210" onClose={onClose} onErased={onErased} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Delete my data' });
  return { ...rendered, dialog, onClose, onErased };
}

afterEach(() => vi.unstubAllGlobals());

describe('Delete my data: the dialog', () => {
  it("says what is erased and that it can't be undone, and sends nothing until asked", () => {
    const fetchMock = erasureApi();
    const { dialog } = renderDialog();

    expect(within(dialog).getByText(ERASURE_TEXTS.what)).toBeInTheDocument();
    expect(within(dialog).getByText("This can't be undone.")).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Cancel closes it without a request', async () => {
    const fetchMock = erasureApi();
    const { dialog, user, onClose } = renderDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the code, refuses a short code itself, shows the API message for a wrong one, and erases with the right one', async () => {
    const fetchMock = erasureApi();
    const { dialog, user, onErased } = renderDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const field = await within(dialog).findByRole('textbox', { name: '6-digit code' });
    expect(requestsTo(fetchMock, CODE)).toHaveLength(1);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(
      within(dialog).getByText('Enter the 6-digit code we sent by SMS to your number ending in 3210.'),
    ).toBeInTheDocument();

    await user.type(field, '123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my data' }));
    expect(await within(dialog).findByText('Enter the 6-digit code from the SMS.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, ERASE)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my data' }));
    expect(await within(dialog).findByText(WRONG_CODE)).toBeInTheDocument();
    expect(onErased).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my data' }));

    const receipt = await screen.findByRole('dialog', { name: 'Your data is deleted' });
    expect(within(receipt).getByText('ER-20261127-7F3K2Q')).toBeInTheDocument();
    expect(within(receipt).getByText('Deleted on Nov 27, 2026 at 16:02 IST:')).toBeInTheDocument();
    expect(within(receipt).getByText('Your wishlist (2 villas)')).toBeInTheDocument();
    expect(onErased).toHaveBeenCalledWith(RECEIPT);
    const posted = requestsTo(fetchMock, ERASE);
    expect(posted).toHaveLength(2);
    const lastBody = fetchMock.mock.calls.at(-1)?.[1]?.body;
    expect(JSON.parse(String(lastBody))).toEqual({ otp: '123456' });
  });

  it('keeps only digits in the code field', async () => {
    erasureApi();
    const { dialog, user } = renderDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const field = await within(dialog).findByRole('textbox', { name: '6-digit code' });
    await user.type(field, '12a3 45-678');
    expect(field).toHaveValue('123456');
  });

  it("shows the server's message when the code can't be sent, and stays on the first step", async () => {
    stubFetch(() =>
      jsonResponse(
        {
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Please wait 25 s before asking for another OTP.',
        },
        429,
      ),
    );
    const { dialog, user } = renderDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please wait 25 s before asking for another OTP.',
    );
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('sends a new code on request and says so', async () => {
    const fetchMock = erasureApi();
    const { dialog, user } = renderDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('textbox', { name: '6-digit code' });
    await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    expect(await within(dialog).findByText('A new code is on its way.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, CODE)).toHaveLength(2);
  });
});
