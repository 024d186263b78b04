import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { citiesResponse, locationsResponse } from '@villa/shared/testing/fixtures';
import { InViewObserver } from '@villa/shared/testing/in-view-observer';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import { palmGroveRecord } from '../../../testing/catalogue-data.ts';
import { ProjectForm } from './project-form.tsx';

// The photos section loads as it comes near, as on a tall screen.
beforeEach(() => vi.stubGlobal('IntersectionObserver', InViewObserver));
afterEach(() => vi.unstubAllGlobals());

const places = (url: URL) => {
  if (url.pathname === '/api/v1/locations/cities') return Response.json(citiesResponse);
  if (url.pathname.startsWith('/api/v1/locations/city/')) return Response.json(locationsResponse);
  return null;
};

describe('the project editor', () => {
  it('says what a new project needs, sends it, and shows the API refusal under its field', async () => {
    const bodies: unknown[] = [];
    stubFetch((url, init) => {
      if (init?.method === 'POST' && url.pathname === '/api/v1/studio/projects') {
        bodies.push(JSON.parse(String(init.body)));
        return Response.json({ message: 'builder: must not be only spaces' }, { status: 400 });
      }
      return places(url) ?? new Response('', { status: 404 });
    });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<ProjectForm onSaved={onSaved} />);
    await user.click(screen.getByRole('button', { name: 'Create the project' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Builder is required')).toBeInTheDocument();
    expect(screen.getByText('Property kind is required')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Banyan Court');
    await user.type(screen.getByRole('textbox', { name: 'Builder' }), 'Brigade');
    await user.click(screen.getByRole('combobox', { name: 'Property kind' }));
    await user.click(await screen.findByRole('option', { name: 'Villa' }));
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'Bengaluru' }));
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: 'Whitefield' }));
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '12.97');
    await user.click(screen.getByRole('button', { name: 'Create the project' }));
    expect(await screen.findByText('Enter the longitude too, or neither')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Longitude' }), '77.75');
    await user.click(await screen.findByRole('button', { name: 'Add a highlight' }));
    await user.type(screen.getByRole('textbox', { name: 'Highlight 1' }), 'Near the lake');
    await user.click(screen.getByRole('button', { name: 'Create the project' }));

    expect(await screen.findByText('Must not be only spaces')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      name: 'Banyan Court',
      builder: 'Brigade',
      property_kind: 'Villa',
      city_id: citiesResponse.data[0]!._id,
      location_id: locationsResponse.data[0]!._id,
      lat: 12.97,
      lng: 77.75,
      highlights: ['Near the lake'],
      rera: null,
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("edits a project: its fields filled in, a new slug sent with the redirect note, the API's slug refusal under it", async () => {
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { slug?: string };
        return body.slug === 'taken'
          ? Response.json(
              { message: 'slug: is the address of another project: choose another' },
              { status: 400 },
            )
          : Response.json({ status: 'success', data: { ...palmGroveRecord, ...body } });
      }
      return places(url) ?? new Response('', { status: 404 });
    });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<ProjectForm record={palmGroveRecord} onSaved={onSaved} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Palm Grove Villas');
    expect(await screen.findByRole('textbox', { name: 'Highlight 1' })).toHaveValue(
      '5 minutes from the metro',
    );
    expect(await screen.findByRole('textbox', { name: 'Photo 1: alt text' })).toHaveValue(
      'The clubhouse at dusk',
    );
    expect(screen.getByRole('radio', { name: 'Cover' })).toBeChecked();
    expect(screen.getByText(/the old address redirects to the new one \(301\)/)).toBeInTheDocument();

    const slug = screen.getByRole('textbox', { name: 'Slug' });
    await user.clear(slug);
    await user.type(slug, 'taken');
    await user.click(screen.getByRole('button', { name: 'Save the project' }));
    expect(await screen.findByText('Is the address of another project: choose another')).toBeInTheDocument();

    await user.clear(slug);
    await user.type(slug, 'palm-grove');
    await user.click(screen.getByRole('button', { name: 'Save the project' }));
    expect(await screen.findByText('Saved. Buyers see the change at once.')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').at(-1);
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      slug: 'palm-grove',
      photos: [
        { upload_id: palmGroveRecord.photos[0]!.upload_id, kind: 'exterior', alt: 'The clubhouse at dusk' },
      ],
      cover: palmGroveRecord.cover,
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('uploads photos through the upload pipeline, asks for their alt text, and reorders them', async () => {
    let stored = 0;
    const fetchMock = stubFetch((url, init) => {
      if (url.pathname === '/api/v1/fileupload/submissions')
        return Response.json({ status: 'success', data: { id: 'sub-1' } }, { status: 201 });
      if (url.pathname === '/api/v1/fileupload') {
        stored += 1;
        const id = `6742a1f00000000000f0010${stored}`;
        return Response.json({
          status: 'success',
          data: [{ _id: id, url: `/api/v1/uploads/${id}/display`, card_url: `/api/v1/uploads/${id}/card` }],
        });
      }
      if (init?.method === 'PATCH') return Response.json({ status: 'success', data: palmGroveRecord });
      return places(url) ?? new Response('', { status: 404 });
    });
    const { user } = renderWithProviders(<ProjectForm record={palmGroveRecord} onSaved={vi.fn()} />);
    const file = new File(['x'], 'plan.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Add photos'), file);
    expect(await screen.findByRole('textbox', { name: 'Photo 2: alt text' })).toHaveValue('');
    expect(requestsTo(fetchMock, '/api/v1/fileupload')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save the project' }));
    expect(await screen.findByText('Each photo needs its alt text')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Photo 2: alt text' }), 'The floor plan');
    const photos = within(screen.getByRole('list', { name: 'The photos, in order' })).getAllByRole(
      'listitem',
    );
    await user.selectOptions(within(photos[1]!).getByRole('combobox', { name: 'Shows' }), 'plan');
    await user.click(within(photos[1]!).getByRole('button', { name: 'Earlier' }));
    await user.click(screen.getByRole('button', { name: 'Save the project' }));
    await screen.findByText('Saved. Buyers see the change at once.');
    const patch = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').at(-1);
    expect(JSON.parse(String(patch?.[1]?.body)).photos).toEqual([
      { upload_id: '6742a1f00000000000f00101', kind: 'plan', alt: 'The floor plan' },
      { upload_id: palmGroveRecord.photos[0]!.upload_id, kind: 'exterior', alt: 'The clubhouse at dusk' },
    ]);

    // The master plan: pages, each with its alt text; no tag, no cover.
    await user.upload(
      screen.getByLabelText('Add master plan pages'),
      new File(['x'], 'mp.png', { type: 'image/png' }),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Page 1: alt text' }), 'Phase 1 layout');
    await user.click(screen.getByRole('button', { name: 'Save the project' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(2),
    );
    const second = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').at(-1);
    expect(JSON.parse(String(second?.[1]?.body)).master_plan).toEqual([
      { upload_id: '6742a1f00000000000f00102', alt: 'Phase 1 layout' },
    ]);
  });
});
