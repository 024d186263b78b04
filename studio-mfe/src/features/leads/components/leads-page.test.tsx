import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import {
  arrivingLead,
  erasedLead,
  inboxAnswer,
  managerRows,
  managersAnswer,
  meera,
  newLead,
  qualifiedLead,
} from '../../../testing/leads-data.ts';
import { admin, editor, sales } from '../../../testing/studio-data.ts';
import { LeadsInbox } from './leads-page.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const INBOX = '/api/v1/studio/leads';

const answering = (response: (url: URL, init: RequestInit | undefined) => Response) =>
  stubFetch((url, init) =>
    url.pathname === INBOX ? response(url, init) : new Response('', { status: 404 }),
  );

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the sales inbox', () => {
  it('shows each buyer with a number to call, what they enquired about, whose lead it is and its stage', async () => {
    // 12 minutes after Priya's lead was assigned (09:30 IST).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T04:12:00.000Z'));
    answering(() => Response.json(inboxAnswer([newLead, qualifiedLead, erasedLead])));
    renderWithProviders(<LeadsInbox staff={sales} />);
    expect(screen.getByText('Loading the leads…')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Leads' });
    const [priya, arun, erased] = within(table).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(priya).getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute(
      'href',
      `/studio/leads/${newLead._id}`,
    );
    expect(within(priya).getByRole('link', { name: 'Call Priya Sharma on +919812345678' })).toHaveAttribute(
      'href',
      'tel:+919812345678',
    );
    expect(cellsOf(priya)).toEqual([
      'Priya Sharma',
      '+919812345678',
      'VillaScheduled call2 enquiries',
      'Bengaluru',
      'Meera Iyer',
      'New',
      'waiting 12 min',
      'Not set',
      'EscalatedPhone verified',
    ]);
    expect(cellsOf(arun)).toEqual([
      'Arun Menon',
      '+919845098450',
      'Expert',
      'Not known',
      'Kabir Shah',
      'Qualified · Hot',
      '4 min',
      '28 Nov 2026, 11:00 IST',
      '',
    ]);
    expect(within(erased).getByRole('link', { name: 'Erased' })).toHaveAttribute(
      'href',
      `/studio/leads/${erasedLead._id}`,
    );
    expect(cellsOf(erased).slice(1, 6)).toEqual([
      'None',
      'Project',
      'Not known',
      'Unassigned',
      'Lost · Not interested',
    ]);
    expect(screen.getByText('3 leads')).toBeInTheDocument();
  });

  it('asks again every 5 seconds with the ETag: a 304 keeps the rows, and a new lead appears without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let version = 1;
    const fetchMock = answering((_url, init) => {
      const tag = `W/"inbox-${version}-abc"`;
      if (new Headers(init?.headers).get('If-None-Match') === tag) return new Response(null, { status: 304 });
      const leads = version === 1 ? [newLead] : [arrivingLead, newLead];
      return Response.json(inboxAnswer(leads, version), { headers: { ETag: tag } });
    });
    renderWithProviders(<LeadsInbox staff={sales} />);
    const table = await screen.findByRole('table', { name: 'Leads' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(requestsTo(fetchMock, INBOX)).toHaveLength(2);
    const second = fetchMock.mock.calls.filter(([input]) => String(input).endsWith(INBOX))[1]?.[1];
    expect(new Headers(second?.headers).get('If-None-Match')).toBe('W/"inbox-1-abc"');
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    version = 2;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await within(table).findByRole('link', { name: 'Neha Kapoor' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('New lead: Neha Kapoor')).toBeInTheDocument();
  });

  it("lets an admin show all leads, their own or the unassigned ones, by stage, escalated only or a buyer's name", async () => {
    const fetchMock = answering(() => Response.json(inboxAnswer([newLead])));
    const { user } = renderWithProviders(<LeadsInbox staff={admin} />, { route: '/studio/leads' });
    await screen.findByRole('table', { name: 'Leads' });
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Unassigned' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Contacted');
    await user.click(screen.getByRole('checkbox', { name: 'Escalated only' }));
    await user.type(screen.getByRole('searchbox', { name: 'Name or phone' }), 'Priya');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await screen.findByRole('table', { name: 'Leads' });
    const last = requestsTo(fetchMock, INBOX).at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({
      manager: 'none',
      stage: 'contacted',
      escalated: 'true',
      q: 'Priya',
    });
    expect(screen.getByRole('button', { name: 'Unassigned' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a sales member their own leads, without the choice of whose', async () => {
    const fetchMock = answering(() => Response.json(inboxAnswer([newLead])));
    renderWithProviders(<LeadsInbox staff={sales} />);
    await screen.findByRole('table', { name: 'Leads' });
    expect(screen.queryByRole('button', { name: 'Unassigned' })).toBeNull();
    expect(screen.getByText(/The buyers assigned to you/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, INBOX)[0]?.search).toBe('');
  });

  it('lets a sales member mark themself away, and back', async () => {
    let away = false;
    const sent: unknown[] = [];
    stubFetch((url, init) => {
      if (url.pathname === INBOX) return Response.json(inboxAnswer([newLead]));
      if (url.pathname === `/api/v1/studio/sales-managers/${meera._id}/away`) {
        sent.push(JSON.parse(String(init?.body)));
        away = !away;
        return Response.json({ status: 'success', data: { ...managerRows[0], away } });
      }
      if (url.pathname === '/api/v1/studio/sales-managers')
        return Response.json({ ...managersAnswer, data: [{ ...managerRows[0], away }, managerRows[1]] });
      return new Response('', { status: 404 });
    });
    const { user } = renderWithProviders(<LeadsInbox staff={sales} />);
    expect(await screen.findByText('You are taking new leads (4 open).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark me away' }));
    expect(
      await screen.findByText('You are away: new leads go to the rest of the team.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "I'm back" }));
    expect(await screen.findByText('You are taking new leads (4 open).')).toBeInTheDocument();
    expect(sent).toEqual([{ away: true }, { away: false }]);
  });

  it('says when there are no leads yet, and when none match the filters', async () => {
    answering(() => Response.json(inboxAnswer([])));
    const first = renderWithProviders(<LeadsInbox staff={sales} />);
    expect(await screen.findByText('No leads yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    first.unmount();

    renderWithProviders(<LeadsInbox staff={sales} />, { route: '/studio/leads?stage=booked' });
    expect(await screen.findByText('No leads match these filters.')).toBeInTheDocument();
  });

  it("shows an editor the API's refusal, with no retry", async () => {
    answering(() =>
      Response.json({ message: 'This part of the studio is for an admin or sales.' }, { status: 403 }),
    );
    renderWithProviders(<LeadsInbox staff={editor} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the studio is for an admin or sales.',
    );
    expect(
      screen.getByText('You are signed in as editor. Ask an admin if you need the leads.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows a failure with a retry that asks again', async () => {
    let fail = true;
    answering(() =>
      fail
        ? Response.json({ message: 'Failed to load the leads' }, { status: 500 })
        : Response.json(inboxAnswer([newLead])),
    );
    const { user } = renderWithProviders(<LeadsInbox staff={sales} />);
    expect(await screen.findByText('Failed to load the leads')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Leads' })).toBeInTheDocument();
  });
});
