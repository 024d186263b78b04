import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { stubFetch } from '@villa/shared/testing/stub-fetch';
import type { Review, SalesMember } from '@villa/shared/contracts/entities';
import { bengaluru, peopleAnswers, review, teamMember } from '../../../testing/people-data.ts';
import { admin, editor, sales } from '../../../testing/studio-data.ts';
import { PeopleManager } from './people-page.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The API as the people page sees it; `write` answers the studio's writes. */
function stubPeople(
  state: { team: SalesMember[]; reviews: Review[] },
  write: (url: URL, init: RequestInit) => Response = () => new Response('', { status: 404 }),
) {
  return stubFetch((url, init) => {
    if (init?.method && init.method !== 'GET') return write(url, init);
    const answers: Record<string, object> = peopleAnswers(state.team, state.reviews);
    const answer = answers[url.pathname];
    return answer ? Response.json(answer) : new Response('', { status: 404 });
  });
}

describe('the people page', () => {
  it('shows the sales team and the reviews, and says when there are none', async () => {
    stubPeople({ team: [teamMember], reviews: [] });
    renderWithProviders(<PeopleManager />);
    const team = await screen.findByRole('table', { name: 'Sales team' });
    expect(within(team).getByText('Kavya Menon')).toBeInTheDocument();
    expect(within(team).getByText('7 years')).toBeInTheDocument();
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });

  it('adds a person: required fields first, then the field the API refuses, then the saved person', async () => {
    const state = { team: [] as SalesMember[], reviews: [review] };
    const fetchMock = stubPeople(state, (_url, init) => {
      const body = JSON.parse(String(init.body)) as SalesMember;
      if (body.phone === '98450')
        return Response.json({ message: 'phone: is not in the expected format' }, { status: 400 });
      const added = { ...body, _id: '6742a1f00000000000a00009' };
      state.team = [added];
      return Response.json({ status: 'success', data: added }, { status: 201 });
    });
    const { user } = renderWithProviders(<PeopleManager />);
    const form = await screen.findByRole('form', { name: 'Add a person to the sales team' });
    await user.click(within(form).getByRole('button', { name: 'Add to the sales team' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Email is required')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Neha Gupta');
    await user.type(within(form).getByRole('textbox', { name: 'Designation' }), 'Villa advisor');
    await user.type(within(form).getByRole('textbox', { name: 'Location' }), 'Goa');
    await user.type(within(form).getByRole('textbox', { name: 'Experience' }), '4');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'neha@');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '98450');
    await user.click(within(form).getByRole('button', { name: 'Add to the sales team' }));
    expect(await within(form).findByText('Enter a valid email address')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'villanest.example');
    await user.click(within(form).getByRole('button', { name: 'Add to the sales team' }));
    expect(await within(form).findByText('Is not in the expected format')).toBeInTheDocument();

    await user.clear(within(form).getByRole('textbox', { name: 'Phone' }));
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '+91 98450 22222');
    await user.click(within(form).getByRole('button', { name: 'Add to the sales team' }));
    expect(await screen.findByText('Neha Gupta is on the sales team.')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('table', { name: 'Sales team' })).findByText('Neha Gupta'),
    ).toBeInTheDocument();
    const sent = fetchMock.mock.calls.findLast(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({
      phone: '+919845022222',
      exp: 4,
      image: null,
    });
  });

  it("edits a person's cities by name and saves only through the form", async () => {
    const state = { team: [teamMember], reviews: [review] };
    stubPeople(state, (url, init) => {
      const saved = { ...teamMember, ...(JSON.parse(String(init.body)) as Partial<SalesMember>) };
      state.team = [saved];
      return url.pathname.endsWith(teamMember._id) && init.method === 'PATCH'
        ? Response.json({ status: 'success', data: saved })
        : new Response('', { status: 404 });
    });
    const { user } = renderWithProviders(<PeopleManager />);
    await user.click(await screen.findByRole('button', { name: 'Edit Kavya Menon' }));
    const form = screen.getByRole('form', { name: 'Edit Kavya Menon' });
    expect(await within(form).findByText(bengaluru.name)).toBeInTheDocument();
    const designation = within(form).getByRole('textbox', { name: 'Designation' });
    await user.clear(designation);
    await user.type(designation, 'Head of sales');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText("Kavya Menon's details are saved.")).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Head of sales' })).toBeInTheDocument();
  });

  it("lets an admin link a member to a studio account and mark them away, which editors don't see", async () => {
    const state = { team: [teamMember], reviews: [review] };
    const sent: unknown[] = [];
    const managers = (staffId: string | null, away: boolean) => ({
      status: 'success',
      data: [
        {
          _id: teamMember._id,
          name: teamMember.name,
          image: null,
          staff: staffId ? { _id: staffId, name: 'Meera Iyer', role: 'sales' } : null,
          cities: [],
          away,
          open_leads: 0,
        },
      ],
    });
    let link = managers(null, false);
    stubFetch((url, init) => {
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as Partial<SalesMember> & {
          staff_id: string;
          away: boolean;
        };
        sent.push(body);
        link = managers(body.staff_id, body.away);
        return Response.json({ status: 'success', data: { ...teamMember, ...body } });
      }
      if (url.pathname === '/api/v1/studio/sales-managers') return Response.json(link);
      if (url.pathname === '/api/v1/studio/staff')
        return Response.json({ status: 'success', data: [admin, editor, sales] });
      const answer = (peopleAnswers(state.team, state.reviews) as Record<string, object>)[url.pathname];
      return answer ? Response.json(answer) : new Response('', { status: 404 });
    });
    const { user } = renderWithProviders(<PeopleManager admin />);
    const team = await screen.findByRole('table', { name: 'Sales team' });
    expect(await within(team).findByRole('cell', { name: 'None: gets no leads' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Kavya Menon' }));
    const form = screen.getByRole('form', { name: 'Edit Kavya Menon' });
    await user.click(within(form).getByRole('combobox', { name: 'Studio account' }));
    // Sales and admins only: an editor's account makes no relationship manager.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Asha Rao',
      'Meera Iyer',
    ]);
    await user.click(screen.getByRole('option', { name: 'Meera Iyer' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Away (gets no new leads)' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText("Kavya Menon's details are saved.")).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ staff_id: sales._id, away: true });
    expect(await within(team).findByRole('cell', { name: 'Meera Iyer · away' })).toBeInTheDocument();
  });

  it('gives an editor no studio account or away to set', async () => {
    stubPeople({ team: [teamMember], reviews: [review] });
    const { user } = renderWithProviders(<PeopleManager />);
    await user.click(await screen.findByRole('button', { name: 'Edit Kavya Menon' }));
    const form = screen.getByRole('form', { name: 'Edit Kavya Menon' });
    expect(within(form).queryByRole('combobox', { name: 'Studio account' })).toBeNull();
    expect(within(form).queryByRole('checkbox', { name: 'Away (gets no new leads)' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Studio account' })).toBeNull();
  });

  it("uploads a member's photo through the upload pipeline and saves its address", async () => {
    const state = { team: [teamMember], reviews: [review] };
    const photo = '/api/v1/uploads/6742a1f00000000000f90001/display';
    const fetchMock = stubPeople(state, (url, init) => {
      if (url.pathname === '/api/v1/fileupload/submissions')
        return Response.json(
          { status: 'success', data: { id: 'Ufr56RIqXbGn4tnseFByfohg' } },
          { status: 201 },
        );
      if (url.pathname === '/api/v1/fileupload')
        return Response.json(
          { status: 'success', data: [{ _id: '6742a1f00000000000f90001', url: photo }] },
          { status: 201 },
        );
      const saved = { ...teamMember, ...(JSON.parse(String(init.body)) as Partial<SalesMember>) };
      state.team = [saved];
      return Response.json({ status: 'success', data: saved });
    });
    const { user } = renderWithProviders(<PeopleManager />);
    await user.click(await screen.findByRole('button', { name: 'Edit Kavya Menon' }));
    const form = screen.getByRole('form', { name: 'Edit Kavya Menon' });
    await user.upload(
      within(form).getByLabelText('Photo file'),
      new File(['jpeg'], 'kavya.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(form).findByRole('img', { name: 'The photo of Kavya Menon' })).toHaveAttribute(
      'src',
      photo,
    );
    const sentFile = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/fileupload'))?.[1]
      ?.body as FormData;
    expect(sentFile.get('type')).toBe('team_photos');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText("Kavya Menon's details are saved.")).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ image: photo });
  });

  it('removes a review only after asking', async () => {
    const state = { team: [teamMember], reviews: [review] };
    const fetchMock = stubPeople(state, (_url, init) => {
      if (init.method !== 'DELETE') return new Response('', { status: 404 });
      state.reviews = [];
      return Response.json({ status: 'success', data: review });
    });
    const { user } = renderWithProviders(<PeopleManager />);
    await user.click(await screen.findByRole('button', { name: 'Remove the review by Arjun Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the review by Arjun Shah?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove the review by Arjun Shah' }));
    const again = await screen.findByRole('dialog', { name: 'Remove the review by Arjun Shah?' });
    await user.click(within(again).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The review by Arjun Shah is removed.')).toBeInTheDocument();
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });
});
