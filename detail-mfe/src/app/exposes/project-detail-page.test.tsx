import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onVillaEvent, type EnquiryOpenRequest } from '@villa/shared/contracts/events';
import { renderWithProviders } from '@villa/shared/testing/render';
import {
  jsonResponse,
  makeProject,
  makeUnitSummary,
  notFound,
  projectUnitsResponse,
} from '@villa/shared/testing/fixtures';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import ProjectDetailPage from './project-detail-page.tsx';

const PROJECT_PATH = '/api/v1/projects/slug/palm-meadows';

function stubProjectApi(project = makeProject(), units = [makeUnitSummary()]) {
  return stubFetch((url) => {
    if (url.pathname === PROJECT_PATH) return jsonResponse({ status: 'success', data: project });
    if (url.pathname === '/api/v1/projects/units') return jsonResponse(projectUnitsResponse(units));
    return notFound(`Route GET:${url.pathname} not found`);
  });
}

const renderProject = (slug = 'palm-meadows', route = `/project/${slug}/`) =>
  renderWithProviders(<ProjectDetailPage slug={slug} />, { route });

describe('ProjectDetailPage', () => {
  it('shows the project: name, starting price, builder, place, RERA and banner', async () => {
    const fetchMock = stubProjectApi();
    renderProject();
    expect(await screen.findByRole('heading', { level: 1, name: 'Palm Meadows' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, PROJECT_PATH)).toHaveLength(1);
    expect(screen.getByText('Starting from ₹1.88 Cr*')).toBeInTheDocument();
    expect(screen.getByText('by Adarsh Developers · Whitefield, Bengaluru')).toBeInTheDocument();
    expect(screen.getAllByText('RERA')[0]?.closest('[title]')).toHaveAttribute(
      'title',
      'PRM/KA/RERA/1251/446/PR/171115/009876',
    );
    // One banner picture: the phone's, and the desktop's from 600 px (the browser picks; only one loads).
    const banner = screen.getByRole('img', { name: 'Palm Meadows at dusk' });
    expect(banner).toHaveAttribute('src', '/api/v1/media/banner/palm-meadows-tall.svg');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    const source = banner.parentElement?.querySelector('source');
    expect(banner.parentElement?.tagName).toBe('PICTURE');
    expect(source).toHaveAttribute('media', '(min-width: 600px)');
    expect(source).toHaveAttribute('srcset', '/api/v1/media/banner/palm-meadows-wide.svg');
    const overview = within(screen.getByRole('region', { name: 'Overview' }));
    const fact = (label: string) => overview.getByText(label).nextElementSibling?.textContent;
    expect(fact('Villa sizes')).toBe('2,400 – 4,200 sq.ft');
    expect(fact('Bedrooms')).toBe('3,4,5 BHK');
    expect(fact('Total units')).toBe('120');
    expect(fact('Land area')).toBe('18.5 acres');
    expect(fact('Possession status')).toBe('Ready To Move');
    expect(
      within(screen.getByRole('region', { name: 'Project Highlights' })).getByText('3-acre central park'),
    ).toBeInTheDocument();
  });

  it('has the project section tabs: AVAILABLE VILLAS, no PRICING or EMI', async () => {
    stubProjectApi();
    renderProject();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'OVERVIEW',
      'PROJECT HIGHLIGHTS',
      'MASTER PLAN',
      'VILLA PLAN',
      'AVAILABLE VILLAS',
      'AMENITIES',
      'GALLERY',
      'VIRTUAL TOUR',
      'SPECIFICATION',
      'LOCATION',
    ]);
    expect(screen.queryByRole('tab', { name: 'PRICING' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'EMI' })).toBeNull();
  });

  it("lists the project's villas from the listing of its city, as links", async () => {
    const fetchMock = stubProjectApi(makeProject(), [
      makeUnitSummary(),
      makeUnitSummary({
        _id: '6745a1c0a1b2c3d4e5f60002',
        slug: 'palm-meadows-villa-14',
        name: 'Palm Meadows Villa 14',
        price: 21_000_000,
        room: 5,
      }),
    ]);
    renderProject('palm-meadows', '/project/palm-meadows/?city=Bengaluru');
    const list = within(await screen.findByRole('list', { name: 'Available villas' }));
    const [request] = requestsTo(fetchMock, '/api/v1/projects/units');
    expect(request?.searchParams.get('project')).toBe('palm-meadows');
    expect(request?.searchParams.get('city')).toBe('Bengaluru');
    expect(request?.searchParams.get('limit')).toBe('100');
    const first = list.getByRole('link', { name: /Palm Meadows Villa 12/ });
    expect(first).toHaveAttribute('href', '/unit/palm-meadows-villa-12/?city=Bengaluru');
    expect(within(first).getByText('₹1.25 Cr*')).toBeInTheDocument();
    expect(within(first).getByText(/4 Bedrooms/)).toBeInTheDocument();
    expect(
      within(list.getByRole('link', { name: /Palm Meadows Villa 14/ })).getByText('₹2.10 Cr*'),
    ).toBeInTheDocument();
  });

  it('says when the project has no villas listed', async () => {
    stubProjectApi(makeProject(), []);
    renderProject();
    expect(await screen.findByText('No villas available right now')).toBeInTheDocument();
  });

  it('links to the virtual tour, and leaves the section out without one', async () => {
    stubProjectApi();
    const { unmount } = renderProject();
    expect(await screen.findByRole('link', { name: 'Take the virtual tour' })).toHaveAttribute(
      'href',
      'https://tours.example.in/palm-meadows',
    );
    unmount();
    stubProjectApi(makeProject({ virtual_tour_url: null }));
    renderProject();
    await screen.findByRole('heading', { level: 1, name: 'Palm Meadows' });
    expect(screen.queryByRole('tab', { name: 'VIRTUAL TOUR' })).toBeNull();
  });

  it('opens the enquiry form for this project from Enquire now', async () => {
    stubProjectApi();
    const requests: EnquiryOpenRequest[] = [];
    const stop = onVillaEvent('enquiry:open', (request) => requests.push(request));
    const { user } = renderProject();
    await user.click(await screen.findByRole('button', { name: 'Enquire now' }));
    // The request is put together on the click, with its code loaded then.
    await waitFor(() => expect(requests).not.toHaveLength(0));
    stop();
    expect(requests).toEqual([
      {
        project: '6745a1c0a1b2c3d4e5f60201',
        is_project_curation: true,
        title: 'Palm Meadows',
        source_url: `${window.location.origin}/project/palm-meadows/`,
        description: 'Interested in project',
        redirect_path: '/project/palm-meadows/',
      },
    ]);
  });

  it('shows a not-found page for an unknown slug', async () => {
    stubFetch(() => notFound('Project not found'));
    renderProject('no-such-project');
    expect(await screen.findByText("We couldn't find that project")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show All Villas' })).toHaveAttribute('href', '/units');
  });

  it("shows other failures as 'Error: ' and the message, with Retry", async () => {
    stubFetch(() =>
      jsonResponse(
        { statusCode: 503, error: 'Service Unavailable', message: 'Catalogue is being updated' },
        503,
      ),
    );
    renderProject();
    expect(await screen.findByText('Error: Catalogue is being updated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
