import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import { ImageUploadField, type ImageUploadFieldProps, type UploadedImage } from './image-upload-field.tsx';

const MB = 1_048_576;
const fileOf = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const image = (n: number): UploadedImage => ({
  id: `id-${n}`,
  url: `/api/v1/uploads/id-${n}/display`,
  name: `old-${n}.jpg`,
});

const SUBMISSIONS = '/api/v1/fileupload/submissions';
const EXPIRED_ID = 'id: is not an upload id this server issued, or it has expired: ask for a new one';
/** The server's answer to POST /fileupload/submissions: the n-th id it issued. */
const issued = (n: number) => json({ status: 'success', data: { id: `upload-${n}` } }, 201);

/**
 * The server: issues upload ids upload-1, upload-2, …; stores each file under an id made from its
 * name; `fail` answers the names it refuses.
 */
function stubServer(fail: Record<string, { status: number; body: unknown }> = {}) {
  let ids = 0;
  return stubFetch((url, init) => {
    if (url.pathname === SUBMISSIONS) return issued((ids += 1));
    const file = (init?.body as FormData).get('files') as File;
    const refusal = fail[file.name];
    if (refusal) return json(refusal.body, refusal.status);
    const id = `stored-${file.name}`;
    return json({ data: [{ _id: id, url: `/api/v1/uploads/${id}/display` }] }, 201);
  });
}

type HarnessProps = Partial<ImageUploadFieldProps> & { initial?: UploadedImage[] };

function renderField({ initial = [], ...props }: HarnessProps = {}) {
  const changes: UploadedImage[][] = [];
  function Harness() {
    const [value, setValue] = useState<UploadedImage[]>(initial);
    return (
      <ImageUploadField
        title="Property Images"
        uploadType="property_images"
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        {...props}
      />
    );
  }
  // The browser's file dialog filters by `accept`; a renamed or dragged file gets past it.
  const user = userEvent.setup({ applyAccept: false });
  render(<Harness />);
  const pick = (...files: File[]) => user.upload(screen.getByLabelText('Add Property Images'), files);
  return { user, pick, changes };
}

/** The lines of a list of files not added: '{name}: {message}'. */
function listed(alert: HTMLElement) {
  const items = within(alert).getAllByRole('listitem');
  return items.map((item) => item.textContent);
}

/** The multipart bodies of the uploads sent (POST /fileupload), in order. */
const uploadsSent = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.body instanceof FormData)
    .map(([, init]) => init?.body as FormData);
/** The upload id each upload was sent with. */
const idsSent = (fetchMock: ReturnType<typeof stubFetch>) =>
  uploadsSent(fetchMock).map((form) => form.get('id'));

const thumbnails = () => screen.queryAllByRole('img').map((img) => img.getAttribute('alt'));

describe('ImageUploadField', () => {
  it('shows its label, the hint and a keyboard-reachable add button', async () => {
    const { user } = renderField({ required: true });
    expect(screen.getByText('Property Images')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add Property Images' });
    expect(add).toHaveAccessibleDescription(
      'Supported formats: JPEG, JPG, PNG, WEBP. Max size 1MB per file. Up to 10 files.',
    );
    const input = screen.getByLabelText<HTMLInputElement>('Add Property Images');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/jpg,image/png,image/webp');
    const opened = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    await user.tab();
    expect(add).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Clear All' })).toBeNull();
  });

  it('lists the bad files of a selection by name and uploads the good one', async () => {
    const fetchMock = stubServer();
    const { pick, changes } = renderField();

    await pick(
      fileOf('front.jpg', 'image/jpeg'),
      fileOf('garden.png', 'image/png', 2 * MB),
      fileOf('deed.pdf', 'application/pdf'),
    );

    await waitFor(() => expect(thumbnails()).toEqual(['front.jpg']));
    expect(uploadsSent(fetchMock)).toHaveLength(1);
    expect(changes.at(-1)).toEqual([
      { id: 'stored-front.jpg', url: '/api/v1/uploads/stored-front.jpg/display', name: 'front.jpg' },
    ]);
    const alert = screen.getByRole('alert');
    expect(listed(alert)).toEqual([
      'garden.png: File size 2.00MB exceeds maximum allowed size of 1MB',
      'deed.pdf: File type application/pdf is not allowed. Allowed types: image/jpeg, image/jpg, image/png, image/webp',
    ]);
    expect(screen.getByText('1 of 10 added')).toBeInTheDocument();
  });

  it('counts the images uploaded already towards the 10', async () => {
    const fetchMock = stubServer();
    const { pick } = renderField({ initial: Array.from({ length: 9 }, (_, n) => image(n)) });

    await pick(fileOf('a.jpg', 'image/jpeg'), fileOf('b.jpg', 'image/jpeg'));

    await waitFor(() => expect(thumbnails()).toHaveLength(10));
    expect(uploadsSent(fetchMock)).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'b.jpg: Maximum 10 files allowed. You can add 1 more files.',
    );
    // Full: nothing more to add.
    expect(screen.getByRole('button', { name: 'Add Property Images' })).toBeDisabled();
  });

  it('sends the files in parallel and counts a failed one with the server message', async () => {
    const answers: ((response: Response) => void)[] = [];
    // Each upload waits for its answer: answers[i] is for the i-th upload sent.
    const fetchMock = stubFetch((url) =>
      url.pathname === SUBMISSIONS ? issued(1) : new Promise<Response>((resolve) => answers.push(resolve)),
    );
    const busy = vi.fn();
    const { pick, changes } = renderField({ onBusyChange: busy });

    await pick(fileOf('a.jpg', 'image/jpeg'), fileOf('b.png', 'image/png'), fileOf('c.webp', 'image/webp'));

    // All three are out before any answer comes back.
    await waitFor(() => expect(uploadsSent(fetchMock)).toHaveLength(3));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading...');
    expect(busy).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('button', { name: 'Add Property Images' })).toBeDisabled();

    const sent = uploadsSent(fetchMock);
    expect(sent.map((form) => (form.get('files') as File).name)).toEqual(['a.jpg', 'b.png', 'c.webp']);
    // One id for the selection, the one the server issued.
    expect(requestsTo(fetchMock, SUBMISSIONS)).toHaveLength(1);
    expect(sent.map((form) => form.get('id'))).toEqual(['upload-1', 'upload-1', 'upload-1']);

    const ok = (id: string) => json({ data: [{ _id: id, url: `/api/v1/uploads/${id}/display` }] }, 201);
    answers[2]?.(ok('c'));
    answers[1]?.(json({ message: 'File content is not a JPEG, PNG or WebP image' }, 415));
    answers[0]?.(ok('a'));

    await waitFor(() => expect(busy).toHaveBeenLastCalledWith(false));
    expect(busy).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('status')).toBeNull();
    // In the order picked, the failed one skipped.
    expect(thumbnails()).toEqual(['a.jpg', 'c.webp']);
    expect(changes.at(-1)?.map((stored) => stored.id)).toEqual(['a', 'c']);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to upload 1 files');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'b.png: File content is not a JPEG, PNG or WebP image',
    );
  });

  it("says 'Failed to upload files' when none went up, 'Unknown error' for a silent server", async () => {
    stubServer({
      'a.jpg': { status: 500, body: {} },
      'b.jpg': { status: 413, body: { message: 'Too large' } },
    });
    const { pick, changes } = renderField();

    await pick(fileOf('a.jpg', 'image/jpeg'), fileOf('b.jpg', 'image/jpeg'));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to upload files')).toBeInTheDocument();
    expect(listed(alert)).toEqual(['a.jpg: Unknown error', 'b.jpg: Too large']);
    expect(changes).toEqual([]);
    expect(thumbnails()).toEqual([]);
  });

  it('keeps the id the server issued for the next selection, and asks for a new one after Clear All', async () => {
    const fetchMock = stubServer();
    const { user, pick } = renderField();

    await pick(fileOf('a.jpg', 'image/jpeg'), fileOf('b.jpg', 'image/jpeg'));
    await waitFor(() => expect(thumbnails()).toEqual(['a.jpg', 'b.jpg']));
    await pick(fileOf('c.jpg', 'image/jpeg'));
    await waitFor(() => expect(thumbnails()).toHaveLength(3));
    expect(idsSent(fetchMock)).toEqual(['upload-1', 'upload-1', 'upload-1']);

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await pick(fileOf('d.jpg', 'image/jpeg'));
    await waitFor(() => expect(thumbnails()).toEqual(['d.jpg']));
    expect(idsSent(fetchMock)).toEqual(['upload-1', 'upload-1', 'upload-1', 'upload-2']);
    expect(requestsTo(fetchMock, SUBMISSIONS)).toHaveLength(2);
  });

  it('asks for a new id once the form was sent and emptied', async () => {
    const fetchMock = stubServer();
    const { rerender } = render(
      <ImageUploadField title="Photos" uploadType="t" value={[]} onChange={() => undefined} />,
    );
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Add Photos'), [fileOf('a.jpg', 'image/jpeg')]);
    await waitFor(() => expect(idsSent(fetchMock)).toEqual(['upload-1']));
    // The form holds the photo, then is sent and reset.
    rerender(
      <ImageUploadField title="Photos" uploadType="t" value={[image(1)]} onChange={() => undefined} />,
    );
    rerender(<ImageUploadField title="Photos" uploadType="t" value={[]} onChange={() => undefined} />);
    await user.upload(screen.getByLabelText('Add Photos'), [fileOf('b.jpg', 'image/jpeg')]);
    await waitFor(() => expect(idsSent(fetchMock)).toEqual(['upload-1', 'upload-2']));
  });

  it("fails the selection with the server's message when no id can be had, and asks again next time", async () => {
    let refuse = true;
    const fetchMock = stubFetch((url, init) => {
      if (url.pathname === SUBMISSIONS) {
        return refuse
          ? json({ message: 'Too many uploads from your network today. Please try again tomorrow.' }, 429)
          : issued(2);
      }
      const file = (init?.body as FormData).get('files') as File;
      return json({ data: [{ _id: file.name, url: `/api/v1/uploads/${file.name}/display` }] }, 201);
    });
    const { pick } = renderField();

    await pick(fileOf('a.jpg', 'image/jpeg'), fileOf('b.jpg', 'image/jpeg'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to upload files')).toBeInTheDocument();
    expect(listed(alert)).toEqual([
      'a.jpg: Too many uploads from your network today. Please try again tomorrow.',
      'b.jpg: Too many uploads from your network today. Please try again tomorrow.',
    ]);
    expect(uploadsSent(fetchMock)).toEqual([]);

    refuse = false;
    await pick(fileOf('c.jpg', 'image/jpeg'));
    await waitFor(() => expect(thumbnails()).toEqual(['c.jpg']));
    expect(idsSent(fetchMock)).toEqual(['upload-2']);
  });

  it('shows an id the server no longer takes as the failure, and asks for a new id next time', async () => {
    let expired = false;
    let ids = 0;
    const fetchMock = stubFetch((url, init) => {
      if (url.pathname === SUBMISSIONS) return issued((ids += 1));
      const form = init?.body as FormData;
      if (expired && form.get('id') === 'upload-1') return json({ message: EXPIRED_ID }, 400);
      const file = form.get('files') as File;
      return json({ data: [{ _id: file.name, url: `/api/v1/uploads/${file.name}/display` }] }, 201);
    });
    const { pick } = renderField();
    await pick(fileOf('a.jpg', 'image/jpeg'));
    await waitFor(() => expect(thumbnails()).toEqual(['a.jpg']));

    // An hour later, the id has expired.
    expired = true;
    await pick(fileOf('b.jpg', 'image/jpeg'));
    const alert = await screen.findByRole('alert');
    expect(listed(alert)).toEqual([`b.jpg: ${EXPIRED_ID}`]);

    await pick(fileOf('b.jpg', 'image/jpeg'));
    await waitFor(() => expect(thumbnails()).toEqual(['a.jpg', 'b.jpg']));
    expect(idsSent(fetchMock)).toEqual(['upload-1', 'upload-1', 'upload-2']);
  });

  it('removes one image, and Clear All removes them all with the messages', async () => {
    stubServer();
    const { user, pick, changes } = renderField({ initial: [image(1), image(2), image(3)] });

    await user.click(screen.getByRole('button', { name: 'Remove old-2.jpg' }));
    expect(thumbnails()).toEqual(['old-1.jpg', 'old-3.jpg']);
    expect(changes.at(-1)?.map((stored) => stored.id)).toEqual(['id-1', 'id-3']);

    await pick(fileOf('notes.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('notes.pdf');

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(changes.at(-1)).toEqual([]);
    expect(thumbnails()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear All' })).toBeNull();
  });

  it("shows the form's error in place of the helper text", () => {
    const { rerender } = render(
      <ImageUploadField
        title="Photos"
        uploadType="property_images"
        value={[]}
        onChange={() => undefined}
        helperText="The first photo is the cover"
      />,
    );
    expect(screen.getByText('The first photo is the cover')).not.toHaveClass('Mui-error');
    rerender(
      <ImageUploadField
        title="Photos"
        uploadType="property_images"
        value={[]}
        onChange={() => undefined}
        helperText="The first photo is the cover"
        error="Add at least one photo"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one photo');
    expect(screen.getByText('Add at least one photo')).toHaveClass('Mui-error');
    expect(screen.queryByText('The first photo is the cover')).toBeNull();
  });

  it('adds nothing while disabled', () => {
    render(
      <ImageUploadField
        title="Photos"
        uploadType="t"
        value={[image(1)]}
        onChange={() => undefined}
        disabled
      />,
    );
    expect(screen.getByRole('button', { name: 'Add Photos' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove old-1.jpg' })).toBeDisabled();
  });
});
