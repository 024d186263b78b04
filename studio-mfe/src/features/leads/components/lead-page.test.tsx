import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOST_REASON_LABELS } from '@villa/api/contract/sales';
import { renderWithProviders } from '@villa/shared/testing/render';
import { stubFetch } from '@villa/shared/testing/stub-fetch';
import { erasedDetail, leadAnswer, leadDetail, managersAnswer, kabir } from '../../../testing/leads-data.ts';
import { admin, sales } from '../../../testing/studio-data.ts';
import { LeadRecordPage } from './lead-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const LEAD = `/api/v1/studio/leads/${leadDetail._id}`;

/** The API as the record sees it: the lead, the managers, and 200 for every change (recorded). */
function answering(detail = leadDetail) {
  const changes: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') {
      changes.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
      return Response.json({ status: 'success', data: detail });
    }
    if (url.pathname === `/api/v1/studio/leads/${detail._id}`) return Response.json(leadAnswer(detail));
    if (url.pathname === '/api/v1/studio/sales-managers') return Response.json(managersAnswer);
    return new Response('', { status: 404 });
  });
  return { changes, fetchMock };
}

const formNamed = (name: string) => screen.getByRole('form', { name });

describe("a buyer's record", () => {
  it('shows who the buyer is, how to reach them, and the timeline oldest first with each enquiry in full', async () => {
    answering();
    renderWithProviders(<LeadRecordPage id={leadDetail._id} staff={sales} />);
    expect(screen.getByText('Loading the lead…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Priya Sharma', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Priya Sharma on +919812345678' })).toHaveAttribute(
      'href',
      'tel:+919812345678',
    );
    expect(screen.getByRole('link', { name: 'priya@example.com' })).toHaveAttribute(
      'href',
      'mailto:priya@example.com',
    );
    expect(screen.getByRole('link', { name: '← All leads' })).toHaveAttribute('href', '/studio/leads');

    const timeline = screen.getByRole('list', { name: 'Timeline, oldest first' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('span + span')?.textContent)).toEqual([
      'Enquiry: Villa',
      'Assigned to Meera Iyer, automatically',
      'Enquiry: Partner site',
      'Escalated to the admins: still new after the escalation time Escalated',
      'Stage: New → Contacted, by Meera Iyer',
      'Note by Meera Iyer',
      'Site visit booked for 29 Nov 2026, 11:00 IST–12:00, by Meera Iyer',
    ]);
    const first = entries[0]!;
    expect(within(first).getByText('27 Nov 2026, 09:30 IST')).toBeInTheDocument();
    expect(within(first).getByText('https://villanest.example/unit/palm-villa-a3')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Palm Villa A3' })).toHaveAttribute(
      'href',
      '/studio/villas/6742a1f00000000000d00001',
    );
    expect(within(first).getByRole('link', { name: 'Palm Grove' })).toHaveAttribute(
      'href',
      '/studio/catalogue/6742a1f00000000000d00002',
    );
    expect(within(first).getByText('google')).toBeInTheDocument();
    expect(within(first).getByText('Phone verified')).toBeInTheDocument();
    expect(within(first).getByText('Version 2026-11-01, agreed 27 Nov 2026, 09:30 IST')).toBeInTheDocument();
    expect(within(first).getByText('28 Nov 2026, 11:00 IST')).toBeInTheDocument();
    expect(within(entries[2]!).getByText('homes-portal')).toBeInTheDocument();
    expect(within(entries[2]!).getByText('Phone not verified')).toBeInTheDocument();
    expect(within(entries[5]!).getByText('Wants a corner villa.')).toBeInTheDocument();
  });

  it('asks hot or warm for a qualified lead, then saves the stage and reads the record again', async () => {
    const { changes, fetchMock } = answering();
    const { user } = renderWithProviders(<LeadRecordPage id={leadDetail._id} staff={sales} />);
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    const form = formNamed('Stage');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Stage' }), 'Qualified');
    await user.click(within(form).getByRole('button', { name: 'Save the stage' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose hot or warm for a qualified lead.');
    expect(changes).toEqual([]);

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Hot or warm' }), 'Hot');
    await user.click(within(form).getByRole('button', { name: 'Save the stage' }));
    expect(await screen.findByText('The stage is now Qualified · Hot.')).toBeInTheDocument();
    expect(changes).toEqual([
      { method: 'POST', path: `${LEAD}/stage`, body: { stage: 'qualified', temperature: 'hot' } },
    ]);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith(leadDetail._id))).toHaveLength(2);
  });

  it('asks why a lost lead was lost, from the list of reasons', async () => {
    const { changes } = answering();
    const { user } = renderWithProviders(<LeadRecordPage id={leadDetail._id} staff={sales} />);
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    const form = formNamed('Stage');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Stage' }), 'Lost');
    const reasons = within(form).getByRole('combobox', { name: 'Why it was lost' });
    expect(
      within(reasons)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', ...Object.values(LOST_REASON_LABELS)]);
    await user.selectOptions(reasons, 'Bought elsewhere');
    await user.click(within(form).getByRole('button', { name: 'Save the stage' }));
    expect(await screen.findByText('The stage is now Lost · Bought elsewhere.')).toBeInTheDocument();
    expect(changes[0]?.body).toEqual({ stage: 'lost', lost_reason: 'bought_elsewhere' });
  });

  it('adds a note, sets the follow-up and books a site visit, in India time', async () => {
    const { changes } = answering();
    const { user } = renderWithProviders(<LeadRecordPage id={leadDetail._id} staff={sales} />);
    await screen.findByRole('heading', { name: 'Priya Sharma' });

    await user.type(within(formNamed('Add a note')).getByRole('textbox', { name: 'Note' }), 'Called back.');
    await user.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('The note is added to the timeline.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Date and time (India time)'), {
      target: { value: '2026-12-01T09:00' },
    });
    await user.click(screen.getByRole('button', { name: 'Save the follow-up' }));
    expect(await screen.findByText('The next follow-up is saved.')).toBeInTheDocument();

    const booking = formNamed('Book a call or a site visit');
    await user.selectOptions(within(booking).getByRole('combobox', { name: 'What' }), 'Site visit');
    fireEvent.change(within(booking).getByLabelText('Date'), { target: { value: '2026-12-02' } });
    fireEvent.change(within(booking).getByLabelText('Time (India time)'), { target: { value: '11:00' } });
    await user.selectOptions(within(booking).getByRole('combobox', { name: 'Duration' }), '60 minutes');
    await user.click(within(booking).getByRole('button', { name: 'Book it' }));
    expect(await screen.findByText('Site visit booked for 2026-12-02 at 11:00 IST.')).toBeInTheDocument();

    expect(changes).toEqual([
      { method: 'POST', path: `${LEAD}/notes`, body: { text: 'Called back.' } },
      { method: 'PUT', path: `${LEAD}/follow-up`, body: { next_follow_up_at: '2026-12-01T03:30:00.000Z' } },
      {
        method: 'POST',
        path: `${LEAD}/bookings`,
        body: { kind: 'visit', starts_at: '2026-12-02T05:30:00.000Z', ends_at: '2026-12-02T06:30:00.000Z' },
      },
    ]);
  });

  it('lists the bookings and cancels one after asking', async () => {
    const { changes } = answering();
    const { user } = renderWithProviders(<LeadRecordPage id={leadDetail._id} staff={sales} />);
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    expect(screen.getByText('Call · 28 Nov 2026, 11:00 IST–11:30')).toBeInTheDocument();
    expect(screen.getByText('With Meera Iyer · booked by the buyer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the site visit on 29 Nov 2026, 11:00 IST' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel the site visit on 29 Nov 2026, 11:00 IST?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    expect(await screen.findByText('The site visit is cancelled.')).toBeInTheDocument();
    expect(changes).toEqual([
      { method: 'DELETE', path: `${LEAD}/bookings/${leadDetail.bookings[1]!._id}`, body: null },
    ]);
  });

  it('lets an admin, and only an admin, hand the lead to another manager', async () => {
    const { changes } = answering();
    const { user } = renderWithProviders(<LeadRecordPage id={leadDetail._id} staff={admin} />);
    const managers = await screen.findByRole('combobox', { name: 'Relationship manager' });
    expect(
      within(managers)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Meera Iyer', 'Kabir Shah (away)']);
    await user.selectOptions(managers, 'Kabir Shah (away)');
    await user.click(screen.getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText("The lead is now Kabir Shah's.")).toBeInTheDocument();
    expect(changes).toEqual([{ method: 'PUT', path: `${LEAD}/manager`, body: { manager_id: kabir._id } }]);
  });

  it('has no reassignment for a sales member', async () => {
    answering();
    renderWithProviders(<LeadRecordPage id={leadDetail._id} staff={sales} />);
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    expect(screen.queryByRole('combobox', { name: 'Relationship manager' })).toBeNull();
  });

  it("says an erased buyer's data was erased, with the date and reference, and shows none of it", async () => {
    answering(erasedDetail);
    renderWithProviders(<LeadRecordPage id={erasedDetail._id} staff={sales} />);
    expect(
      await screen.findByText(
        "This buyer's data was erased on 26 Nov 2026, 13:30 IST (reference ER-20261126-7F3K2Q).",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Erased buyer', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("shows the API's refusal of someone else's lead without a retry, and a failure with one", async () => {
    stubFetch(() =>
      Response.json(
        {
          message:
            'This lead is assigned to another relationship manager: only they and the admins can open it.',
        },
        { status: 403 },
      ),
    );
    const refused = renderWithProviders(<LeadRecordPage id={leadDetail._id} staff={sales} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This lead is assigned to another relationship manager',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    refused.unmount();

    stubFetch(() => Response.json({ message: 'Failed to load the lead' }, { status: 500 }));
    renderWithProviders(<LeadRecordPage id={leadDetail._id} staff={sales} />);
    expect(await screen.findByText('Failed to load the lead')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
