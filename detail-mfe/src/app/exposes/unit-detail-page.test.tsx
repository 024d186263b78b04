import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Unit } from '@villa/shared/contracts/entities';
import { onVillaEvent, type EnquiryOpenRequest } from '@villa/shared/contracts/events';
import { clearAuth, setAuth } from '@villa/shared/state/auth';
import { renderWithProviders } from '@villa/shared/testing/render';
import {
  jsonResponse,
  makeProject,
  makePublicUnit,
  makeUnitDetails,
  notFound,
  testUser,
} from '@villa/shared/testing/fixtures';
import { stubFetch } from '@villa/shared/testing/stub-fetch';
import UnitDetailPage from './unit-detail-page.tsx';

const UNIT_PATH = '/api/v1/projects/units/slug/palm-meadows-villa-12';
const DETAILS_PATH = `${UNIT_PATH}/details`;

/**
 * The unit (its public answer), its plans, price sheet and specification (for a bearer token only)
 * and its project, as the API answers them.
 */
function stubUnitApi(unit: Partial<Unit> = {}) {
  return stubFetch((url, init) => {
    if (url.pathname === UNIT_PATH) return jsonResponse({ status: 'success', data: makePublicUnit(unit) });
    if (url.pathname === DETAILS_PATH) {
      const authorized = new Headers(init?.headers).get('Authorization') === 'Bearer token-123';
      return authorized
        ? jsonResponse({ status: 'success', data: makeUnitDetails(unit) })
        : jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'Please log in' }, 401);
    }
    if (url.pathname === '/api/v1/projects/slug/palm-meadows')
      return jsonResponse({ status: 'success', data: makeProject() });
    return notFound(`Route GET:${url.pathname} not found`);
  });
}

const renderUnit = (slug = 'palm-meadows-villa-12', route = `/unit/${slug}/`) =>
  renderWithProviders(<UnitDetailPage slug={slug} />, { route });

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  );

/** Every `enquiry:open` while the test runs. */
function enquiryRequests() {
  const requests: EnquiryOpenRequest[] = [];
  const stop = onVillaEvent('enquiry:open', (request) => requests.push(request));
  onTestFinished(stop);
  return requests;
}

const logIn = () => setAuth('token-123', testUser);

describe('UnitDetailPage', () => {
  afterEach(() => clearAuth());

  it('says what it is in the head: title, description, canonical, share preview and RealEstateListing', async () => {
    stubUnitApi();
    renderUnit();
    await waitFor(() =>
      expect(document.title).toBe('Palm Meadows Villa 12, Whitefield, Bengaluru | ₹1.25 Cr'),
    );
    expect(meta('meta[name="description"]')).toMatch(
      /^₹1\.25 Cr · 4 bedrooms · 2,400 sq\.ft built-up on a 1,800 sq\.ft plot · RERA PRM\/KA\/RERA\/1251\/446\/PR\/171115\/001234 · Ready To Move\. In Palm Meadows, Whitefield, Bengaluru\.$/,
    );
    const origin = window.location.origin;
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/unit/palm-meadows-villa-12/`,
    );
    expect(meta('meta[property="og:image"]')).toBe(`${origin}/api/v1/media/share/villa/12.jpg`);
    expect(meta('meta[property="og:locale"]')).toBe('en_IN');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const [listing, breadcrumbs] = jsonLd();
    expect(listing).toMatchObject({
      '@type': 'RealEstateListing',
      name: 'Palm Meadows Villa 12',
      url: `${origin}/unit/palm-meadows-villa-12/`,
      datePosted: '2024-11-26T10:24:00.000Z',
      offers: { '@type': 'Offer', price: 12_500_000, priceCurrency: 'INR' },
      contentLocation: {
        address: { '@type': 'PostalAddress', addressLocality: 'Whitefield', addressRegion: 'Bengaluru' },
        geo: { '@type': 'GeoCoordinates' },
      },
    });
    // The plans, price sheet, specification and location need a login: marked as Google documents.
    expect(listing).toMatchObject({
      isAccessibleForFree: false,
      hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.unit-locked' },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('asks for the unit by slug and shows its name, price, gallery and overview', async () => {
    const fetchMock = stubUnitApi();
    renderUnit();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Palm Meadows Villa 12' }),
    ).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(UNIT_PATH);

    expect(screen.getByText('₹1.25 Cr*')).toBeInTheDocument();
    expect(screen.getByText('Whitefield · Palm Meadows')).toBeInTheDocument();
    expect(screen.getAllByText('RERA')[0]).toBeInTheDocument();

    const gallery = screen.getByRole('figure', { name: 'Photos of Palm Meadows Villa 12' });
    expect(
      within(gallery).getByRole('img', { name: 'Palm Meadows Villa 12, front elevation' }),
    ).toHaveAttribute('src', '/api/v1/media/villa/1.svg');
    expect(within(gallery).getAllByRole('button', { name: /^Show photo/ })).toHaveLength(3);

    const overview = within(screen.getByRole('region', { name: 'Overview' }));
    const fact = (label: string) => overview.getByText(label).nextElementSibling?.textContent;
    expect(fact('Bedrooms')).toBe('4');
    expect(fact('Bathrooms')).toBe('5');
    expect(fact('Built-up area')).toBe('2,400 sq.ft');
    expect(fact('Plot area')).toBe('1,800 sq.ft');
    expect(fact('Facing')).toBe('East');
    expect(fact('Unit type')).toBe('Duplex');
    expect(fact('Furnishing')).toBe('Semi-Furnished');
    expect(fact('Possession status')).toBe('Ready To Move');
    expect(fact('Parking')).toBe('2');
    expect(fact('RERA')).toBe('PRM/KA/RERA/1251/446/PR/171115/001234');
    expect(overview.getByRole('link', { name: 'Palm Meadows' })).toHaveAttribute(
      'href',
      '/project/palm-meadows/',
    );
    expect(overview.getByText(/A corner duplex facing the central park/)).toBeInTheDocument();
  });

  it('shows a thumbnail large when it is picked', async () => {
    stubUnitApi();
    const { user } = renderUnit();
    const gallery = await screen.findByRole('figure', { name: 'Photos of Palm Meadows Villa 12' });
    await user.click(
      within(gallery).getByRole('button', { name: 'Show photo 3: Palm Meadows Villa 12, living room' }),
    );
    expect(within(gallery).getByRole('img', { name: 'Palm Meadows Villa 12, living room' })).toHaveAttribute(
      'src',
      '/api/v1/media/villa/3.svg',
    );
  });

  it('has the unit section tabs: VILLA PLAN, no AVAILABLE VILLAS', async () => {
    stubUnitApi();
    renderUnit();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'OVERVIEW',
      'MASTER PLAN',
      'VILLA PLAN',
      'PRICING',
      'EMI',
      'AMENITIES',
      'GALLERY',
      'SPECIFICATION',
      'LOCATION',
    ]);
    expect(screen.queryByRole('tab', { name: 'AVAILABLE VILLAS' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'PROJECT HIGHLIGHTS' })).toBeNull();
  });

  it('scrolls smoothly to a section, leaving room for the sticky header', async () => {
    stubUnitApi();
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    vi.stubGlobal('innerWidth', 390);
    const { user } = renderUnit();
    const tab = await screen.findByRole('tab', { name: 'PRICING' });
    const section = document.getElementById('pricing');
    if (!section) throw new Error('no #pricing section');
    expect(section).toHaveAccessibleName('Pricing');
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 800, width: 390, height: 400 }),
    );
    await user.click(tab);
    // 800 px down, less the 112 px a 390 px wide screen keeps for the header and the tab bar.
    expect(scrollTo).toHaveBeenCalledWith({ top: 800 + window.scrollY - 112, behavior: 'smooth' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves out sections it has nothing for', async () => {
    stubUnitApi({ master_plan: [], specifications: [] });
    renderUnit();
    await screen.findByRole('tab', { name: 'VILLA PLAN' });
    expect(screen.queryByRole('tab', { name: 'MASTER PLAN' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'SPECIFICATION' })).toBeNull();
    expect(document.getElementById('master-plan')).toBeNull();
  });

  it('breaks the starting price down and adds the charges, for a logged-in buyer', async () => {
    stubUnitApi();
    logIn();
    renderUnit();
    const pricing = within(await screen.findByRole('table', { name: 'Price breakdown' }));
    expect(pricing.getByText('1,800 sq.ft × ₹5,000/sq.ft')).toBeInTheDocument();
    expect(pricing.getByText('₹90.00 L')).toBeInTheDocument();
    expect(pricing.getByText('2,400 sq.ft × ₹1,500/sq.ft')).toBeInTheDocument();
    expect(pricing.getByText('₹36.00 L')).toBeInTheDocument();
    expect(pricing.getByRole('row', { name: 'Starting price ₹1.26 Cr*' })).toBeInTheDocument();
    expect(pricing.getByRole('row', { name: 'Clubhouse membership ₹3.00 L' })).toBeInTheDocument();
    expect(pricing.getByRole('row', { name: 'Total with charges ₹1.31 Cr*' })).toBeInTheDocument();
  });

  it('works out the EMI on 80% of the price at 8.5% over 20 years, and follows the inputs', async () => {
    stubUnitApi();
    const { user } = renderUnit();
    const loan = await screen.findByRole('spinbutton', { name: 'Loan amount (₹)' });
    expect(loan).toHaveValue(10_000_000);
    expect(screen.getByRole('spinbutton', { name: 'Interest rate (% a year)' })).toHaveValue(8.5);
    expect(screen.getByRole('spinbutton', { name: 'Tenure (years)' })).toHaveValue(20);
    expect(screen.getByText('₹86,782')).toBeInTheDocument();

    await user.clear(loan);
    await user.type(loan, '5000000');
    const rate = screen.getByRole('spinbutton', { name: 'Interest rate (% a year)' });
    await user.clear(rate);
    await user.type(rate, '9');
    const tenure = screen.getByRole('spinbutton', { name: 'Tenure (years)' });
    await user.clear(tenure);
    await user.type(tenure, '15');
    expect(screen.getByText('₹50,713')).toBeInTheDocument();
  });

  it('shows a logged-in buyer the amenities, specification and the location with its city', async () => {
    stubUnitApi();
    logIn();
    renderUnit();
    expect(await screen.findByText('Swimming pool')).toBeInTheDocument();
    expect(
      await screen.findByText('Vitrified tiles in living areas, wooden flooring in bedrooms'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Whitefield, Bengaluru')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12.97,77.75',
    );
  });

  it('leads back to the listing, keeping the query string', async () => {
    stubUnitApi();
    renderUnit('palm-meadows-villa-12', '/unit/palm-meadows-villa-12/?city=Mysore');
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Villas' })).toHaveAttribute(
      'href',
      '/units?city=Mysore',
    );
  });

  it('opens the enquiry form for this unit from Enquire now', async () => {
    stubUnitApi();
    logIn();
    const requests = enquiryRequests();
    const { user } = renderUnit();
    await user.click(await screen.findByRole('button', { name: 'Enquire now' }));
    // The request is put together on the click, with its code loaded then.
    await waitFor(() => expect(requests).not.toHaveLength(0));
    expect(requests).toEqual([
      {
        unit: '6745a1c0a1b2c3d4e5f60001',
        is_individual: true,
        title: 'Palm Meadows Villa 12',
        source_url: `${window.location.origin}/unit/palm-meadows-villa-12/`,
        description: 'Interested in unit',
        redirect_path: '/unit/palm-meadows-villa-12/',
      },
    ]);
  });

  it("opens the enquiry and OTP flow over the page at an anonymous visitor's first action, once", async () => {
    const fetchMock = stubUnitApi();
    const requests = enquiryRequests();
    renderUnit();
    await screen.findByRole('heading', { level: 1, name: 'Palm Meadows Villa 12' });
    await screen.findAllByRole('button', { name: 'Unlock with OTP' });
    // The form and its phone check load on intent (DESIGN.md 9): nothing opens while the page loads.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    fireEvent.scroll(window);
    await waitFor(() => expect(requests).toHaveLength(1));
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    fireEvent.scroll(window);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toEqual({
      unit: '6745a1c0a1b2c3d4e5f60001',
      is_individual: true,
      title: 'Palm Meadows Villa 12',
      source_url: `${window.location.origin}/unit/palm-meadows-villa-12/`,
      description: 'Interested in unit',
      redirect_path: '/unit/palm-meadows-villa-12/',
    });
    // Nothing of the locked parts is asked for without a login.
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain(DETAILS_PATH);
  });

  it('shows an anonymous visitor what each locked section holds, and a way to unlock it', async () => {
    stubUnitApi();
    const requests = enquiryRequests();
    const { user } = renderUnit();
    const section = async (name: string) => within(await screen.findByRole('region', { name }));
    expect(
      (await section('Villa Plan')).getByText('1 floor plan of this villa, room by room.'),
    ).toBeInTheDocument();
    expect(
      (await section('Pricing')).getByText('The full price sheet: plot, construction and 2 charges on top.'),
    ).toBeInTheDocument();
    expect(
      (await section('Specification')).getByText('1 item of specification: structure, flooring, fittings.'),
    ).toBeInTheDocument();
    expect(
      (await section('Master Plan')).getByText("The project's layout: where this villa sits (1 plan)."),
    ).toBeInTheDocument();
    expect((await section('Location')).getByText(/^Schools, hospitals, transit/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Unlock with OTP' })).toHaveLength(5);
    // What the JSON-LD's hasPart points at (cssSelector '.unit-locked'): the five sections.
    expect([...document.querySelectorAll('section.unit-locked')].map((section) => section.id)).toEqual([
      'master-plan',
      'unit-plan',
      'pricing',
      'specification',
      'location',
    ]);
    expect(screen.queryByRole('table', { name: 'Price breakdown' })).toBeNull();
    expect(screen.queryByRole('img', { name: /floor plan/ })).toBeNull();
    // The public sections stay open.
    expect(await screen.findByText('Swimming pool')).toBeInTheDocument();
    expect(await screen.findByRole('spinbutton', { name: 'Loan amount (₹)' })).toBeInTheDocument();

    await user.click((await section('Pricing')).getByRole('button', { name: 'Unlock with OTP' }));
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(requests.at(-1)).toMatchObject({
      unit: '6745a1c0a1b2c3d4e5f60001',
      redirect_path: '/unit/palm-meadows-villa-12/',
    });
  });

  it('unlocks the sections when the visitor logs in through the OTP flow', async () => {
    const fetchMock = stubUnitApi();
    const { store } = renderUnit();
    await screen.findAllByRole('button', { name: 'Unlock with OTP' });
    // What the enquiry remote does when the OTP is verified: it stores the login.
    act(() => {
      logIn();
      setAuth('token-123', testUser, store);
    });
    const pricing = within(await screen.findByRole('table', { name: 'Price breakdown' }));
    expect(pricing.getByRole('row', { name: 'Clubhouse membership ₹3.00 L' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Ground floor plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlock with OTP' })).toBeNull();
    const details = fetchMock.mock.calls.find(([input]) => String(input) === DETAILS_PATH);
    expect(new Headers(details?.[1]?.headers).get('Authorization')).toBe('Bearer token-123');
  });

  it('shows a logged-in buyer everything at once, without the enquiry form', async () => {
    stubUnitApi();
    logIn();
    const requests = enquiryRequests();
    const { user } = renderUnit();
    expect(await screen.findByRole('table', { name: 'Price breakdown' })).toBeInTheDocument();
    fireEvent.scroll(window);
    await user.keyboard('{ArrowDown}');
    expect(
      await screen.findByText('Vitrified tiles in living areas, wooden flooring in bedrooms'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlock with OTP' })).toBeNull();
    expect(requests).toEqual([]);
  });

  it("says 'Failed to load Pricing section' when the locked parts can't be fetched", async () => {
    stubFetch((url) => {
      if (url.pathname === UNIT_PATH) return jsonResponse({ status: 'success', data: makePublicUnit() });
      if (url.pathname === DETAILS_PATH) return new Response('', { status: 500 });
      return jsonResponse({ status: 'success', data: makeProject() });
    });
    logIn();
    renderUnit();
    expect(await screen.findByText('Failed to load Pricing section')).toBeInTheDocument();
  });

  it('shows a not-found page for an unknown slug', async () => {
    stubFetch(() => notFound('Unit not found'));
    renderUnit('no-such-villa');
    expect(await screen.findByText("We couldn't find that villa")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show All Villas' })).toHaveAttribute('href', '/units');
  });

  it('shows other failures with a Retry that asks again', async () => {
    let calls = 0;
    stubFetch((url) => {
      if (url.pathname !== UNIT_PATH) return jsonResponse({ status: 'success', data: makeProject() });
      calls += 1;
      return calls === 1
        ? new Response('', { status: 500 })
        : jsonResponse({ status: 'success', data: makePublicUnit() });
    });
    const { user } = renderUnit();
    expect(await screen.findByText('Error: Failed to fetch unit')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Palm Meadows Villa 12' }),
    ).toBeInTheDocument();
  });

  it("says 'Unit slug is required' for an empty slug, without a request", async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    renderUnit('', '/unit/');
    expect(screen.getByText('Error: Unit slug is required')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
