import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@villa/shared/testing/stub-fetch';
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

/** The server: stores each file under an id made from its name; `fail` answers the names it refuses. */
function stubServer(fail: Record<string, { status: number; body: unknown }> = {}) {
  return stubFetch((_url, init) => {
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
    expect(fetchMock).toHaveBeenCalledOnce();
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
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'b.jpg: Maximum 10 files allowed. You can add 1 more files.',
    );
    // Full: nothing more to add.
    expect(screen.getByRole('button', { name: 'Add Property Images' })).toBeDisabled();
  });

  it('sends the files in parallel and counts a failed one with the server message', async () => {
    const answers: ((response: Response) => void)[] = [];
    // Each request waits for its answer: answers[i] is for the i-th request sent.
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const busy = vi.fn();
    const { pick, changes } = renderField({ onBusyChange: busy });

    await pick(fileOf('a.jpg', 'image/jpeg'), fileOf('b.png', 'image/png'), fileOf('c.webp', 'image/webp'));

    // All three are out before any answer comes back.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading...');
    expect(busy).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('button', { name: 'Add Property Images' })).toBeDisabled();

    const sent = fetchMock.mock.calls.map(([, init]) => init?.body as FormData);
    expect(sent.map((form) => (form.get('files') as File).name)).toEqual(['a.jpg', 'b.png', 'c.webp']);
    const ids = new Set(sent.map((form) => form.get('id')));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^[0-9a-f]{24}$/);

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
