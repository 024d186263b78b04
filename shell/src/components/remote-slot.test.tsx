import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { RemoteLoadError } from '../lib/federation/remotes-registry.ts';
import { RemoteSlot } from './remote-slot.tsx';

const registry = vi.hoisted(() => ({ loadRemoteModule: vi.fn(), resetRemote: vi.fn() }));
vi.mock('../lib/federation/remotes-registry.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadRemoteModule: registry.loadRemoteModule,
  resetRemote: registry.resetRemote,
}));

describe('RemoteSlot', () => {
  beforeEach(() => {
    registry.loadRemoteModule.mockReset();
    registry.resetRemote.mockReset().mockResolvedValue(undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote module with its props', async () => {
    registry.loadRemoteModule.mockResolvedValue({
      default: ({ slug }: { slug: string }) => <p>Villa {slug}</p>,
    });
    renderWithProviders(<RemoteSlot id="detail/UnitDetailPage" props={{ slug: 'palm-grove-a1' }} />);
    expect(await screen.findByText('Villa palm-grove-a1')).toBeInTheDocument();
    expect(registry.loadRemoteModule).toHaveBeenCalledWith('detail/UnitDetailPage');
  });

  it('shows a clear message with Retry when the remote cannot load, and Retry loads it again', async () => {
    registry.loadRemoteModule
      .mockRejectedValueOnce(new RemoteLoadError('listings', 'Failed to fetch'))
      .mockResolvedValueOnce({ default: () => <p>212 villas</p> });
    renderWithProviders(<RemoteSlot id="listings/UnitsPage" props={{}} />);
    expect(await screen.findByText("We couldn't load the villa listings right now.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('212 villas')).toBeInTheDocument();
    expect(registry.resetRemote).toHaveBeenCalledWith('listings');
  });

  it('contains a remote that throws while rendering', async () => {
    registry.loadRemoteModule.mockResolvedValue({
      default: () => {
        throw new Error('render bug');
      },
    });
    renderWithProviders(
      <>
        <RemoteSlot id="blog/BlogIndexPage" props={{}} />
        <p>Footer still here</p>
      </>,
    );
    expect(await screen.findByText("We couldn't load the blog right now.")).toBeInTheDocument();
    expect(screen.getByText('Footer still here')).toBeInTheDocument();
  });

  it('lets an invisible host replace the message, and its retry still reloads', async () => {
    registry.loadRemoteModule
      .mockRejectedValueOnce(new RemoteLoadError('enquiry', 'Failed to fetch'))
      .mockResolvedValueOnce({ default: () => <p>Enquiry host ready</p> });
    renderWithProviders(
      <RemoteSlot
        id="enquiry/EnquiryHost"
        props={{}}
        loading={null}
        unavailable={(retry) => <button onClick={retry}>Try the form again</button>}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try the form again' }));
    expect(await screen.findByText('Enquiry host ready')).toBeInTheDocument();
    expect(screen.queryByText(/We couldn't load/)).toBeNull();
  });
});
