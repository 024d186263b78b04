import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { InViewObserver } from '@villa/shared/testing/in-view-observer';
import { stubFetch } from '@villa/shared/testing/stub-fetch';
import { useParams } from '@villa/shared/router';
import { palmGrove, villaA1Record } from '../../../testing/catalogue-data.ts';
import { UnitEditorPage } from './unit-page.tsx';

// The photos section loads as it comes near, as on a tall screen.
beforeEach(() => vi.stubGlobal('IntersectionObserver', InViewObserver));
afterEach(() => vi.unstubAllGlobals());

/** The page as the shell mounts it: the route's id as its prop. */
function AtRoute() {
  return <UnitEditorPage unitId={useParams().slug ?? ''} />;
}

describe("a villa's page", () => {
  it('creates a villa in its project: what it needs, then the draft', async () => {
    const posted: unknown[] = [];
    stubFetch((url, init) => {
      if (init?.method === 'POST' && url.pathname === `/api/v1/studio/projects/${palmGrove._id}/units`) {
        posted.push(JSON.parse(String(init.body)));
        return Response.json(
          { status: 'success', data: { ...villaA1Record, status: 'draft' } },
          { status: 201 },
        );
      }
      if (url.pathname === `/api/v1/studio/units/${villaA1Record._id}`)
        return Response.json({ status: 'success', data: { ...villaA1Record, status: 'draft' } });
      return new Response('', { status: 404 });
    });
    const { user } = renderWithProviders(<AtRoute />, {
      route: `/studio/villas/new?project=${palmGrove._id}`,
      path: '/studio/villas/:slug',
    });
    await user.click(screen.getByRole('button', { name: 'Create the villa' }));
    expect(await screen.findByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Villa type is required')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Villa C2');
    await user.click(screen.getByRole('combobox', { name: 'Villa type' }));
    await user.click(await screen.findByRole('option', { name: 'Duplex' }));
    await user.click(screen.getByRole('combobox', { name: 'Facing' }));
    await user.click(await screen.findByRole('option', { name: 'East' }));
    await user.click(screen.getByRole('combobox', { name: 'Furnishing' }));
    await user.click(await screen.findByRole('option', { name: 'Unfurnished' }));
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '25000000');
    await user.type(screen.getByRole('textbox', { name: 'Built-up area' }), '50');
    await user.type(screen.getByRole('textbox', { name: 'Plot area' }), '1800');
    await user.type(screen.getByRole('textbox', { name: 'Bedrooms' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Bathrooms' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Car parking' }), '2');
    await user.click(screen.getByRole('button', { name: 'Create the villa' }));
    expect(await screen.findByText('Built-up area must be between 100 and 100000')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Built-up area' }), '00');
    await user.click(screen.getByRole('button', { name: 'Create the villa' }));
    expect(await screen.findByRole('heading', { name: 'Villa A1' })).toBeInTheDocument();
    expect(posted[0]).toMatchObject({
      name: 'Villa C2',
      price: 25_000_000,
      builtup_area: 5000,
      unit_type: 'Duplex',
      room: 3,
      facing: 'East',
      furnishing: 'Unfurnished',
    });
  });

  it("edits a villa: its project linked, its fields filled in, the API's field message under its field", async () => {
    stubFetch((url, init) => {
      if (init?.method === 'PATCH')
        return Response.json(
          { message: 'cover: choose one of this villa’s exterior or interior photos' },
          { status: 400 },
        );
      if (url.pathname === `/api/v1/studio/units/${villaA1Record._id}`)
        return Response.json({ status: 'success', data: villaA1Record });
      return new Response('', { status: 404 });
    });
    const { user } = renderWithProviders(<UnitEditorPage unitId={villaA1Record._id} />);
    expect(await screen.findByRole('heading', { name: 'Villa A1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Palm Grove Villas' })).toHaveAttribute(
      'href',
      `/studio/catalogue/${palmGrove._id}`,
    );
    expect(screen.getByRole('textbox', { name: 'Charge 1: name' })).toHaveValue('Club membership');
    await user.click(screen.getByRole('button', { name: 'Save the villa' }));
    expect(
      await screen.findByText('Choose one of this villa’s exterior or interior photos'),
    ).toBeInTheDocument();
  });
});
