import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { citiesResponse, testLocation } from '@villa/shared/testing/fixtures';
import { renderWithProviders } from '@villa/shared/testing/render';
import DeveloperForm, { DEVELOPER_SUCCESS } from './developer-form.tsx';

const CITY = citiesResponse.data[0]!;
const LOCATION = testLocation;
const CREATED = {
  status: 'success',
  data: { _id: '6742a1f0c0ffee0000000099', created_at: '2026-11-24T09:30:00.000Z' },
};

type Answer = [status: number, body: unknown];

/** The API as the form calls it; the partner call answers each of `partnerAnswers` in turn. */
function stubApi(partnerAnswers: Answer[] = [[201, CREATED]]) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    let answer: Answer = [404, { message: 'Not found' }];
    if (url.startsWith('/api/v1/locations/cities')) answer = [200, { data: [CITY] }];
    else if (url === `/api/v1/locations/city/${CITY._id}`) answer = [200, { data: [LOCATION] }];
    else if (url === '/api/v1/client/partners') answer = partnerAnswers.shift() ?? [500, {}];
    return Response.json(answer[1], { status: answer[0] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

async function choose(user: UserEvent, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillForm(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ravi Kumar');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ravi@greenacres.in');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '98450 12345');
  await user.type(screen.getByRole('textbox', { name: 'Developer name' }), 'Green Acres Developers');
  await user.type(screen.getByRole('textbox', { name: 'Project name' }), 'Green Acres Villas');
  await choose(user, 'Stage', 'Launch Stage');
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.type(
    await screen.findByRole('textbox', { name: 'RERA number' }),
    'PRM/KA/RERA/1251/446/PR/000560',
  );
  await choose(user, 'Property type', 'Villa');
  await user.keyboard('{Escape}');
  await choose(user, 'Configuration', '4 BHK');
  await user.keyboard('{Escape}');
  await choose(user, 'City', 'Bengaluru');
  await choose(user, 'Location', 'Whitefield');
  await user.type(screen.getByRole('textbox', { name: 'Remarks' }), '40 villas, launching in March');
}

const partnerCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/v1/client/partners');

describe('the developer form', () => {
  it("shows the spec's messages, and the RERA number only for a registered project", async () => {
    const fetchMock = stubApi();
    const { user } = renderWithProviders(<DeveloperForm />);
    expect(screen.getByRole('combobox', { name: 'Location' })).toBeDisabled();
    expect(screen.getAllByText('Please select a city')).toHaveLength(1); // the location's hint

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Developer name is required',
      'Project name is required',
      'Stage is required',
      'RERA registration status is required',
      'Select at least one property type',
      'Select at least one configuration',
      'Remarks is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Please select a city')).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: 'RERA number' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(await screen.findByRole('textbox', { name: 'RERA number' }), 'PRM KA');
    expect(await screen.findByText('Enter a valid RERA number')).toBeInTheDocument();
    expect(partnerCalls(fetchMock)).toHaveLength(0);
  });

  it('sends the partner payload and opens the success notice', async () => {
    const fetchMock = stubApi();
    const { user } = renderWithProviders(<DeveloperForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const notice = await screen.findByRole('dialog', { name: DEVELOPER_SUCCESS.title });
    expect(within(notice).getByText(DEVELOPER_SUCCESS.text)).toBeInTheDocument();
    const [[, init]] = partnerCalls(fetchMock) as [[string, RequestInit]];
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ravi Kumar',
      email_id: 'ravi@greenacres.in',
      contact_number: '9845012345',
      developer_name: 'Green Acres Developers',
      project_name: 'Green Acres Villas',
      stage: 'Launch Stage',
      is_project_rera_registered: 'yes',
      rera_number: 'PRM/KA/RERA/1251/446/PR/000560',
      property_type: ['Villa'],
      configuration: ['4 BHK'],
      remarks: '40 villas, launching in March',
      city: CITY._id,
      location: LOCATION._id,
    });

    // Done: a fresh form for the next project.
    await user.click(within(notice).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
  });

  it('never loses a lead: a failure keeps every value, says why, and sends again with the same key', async () => {
    const fetchMock = stubApi([
      [500, {}],
      [201, CREATED],
    ]);
    const { user } = renderWithProviders(<DeveloperForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByText('Failed to create partner');
    expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveValue('Green Acres Villas');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Send again' }),
    );
    expect(await screen.findByRole('dialog', { name: DEVELOPER_SUCCESS.title })).toBeInTheDocument();
    const keys = partnerCalls(fetchMock).map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
