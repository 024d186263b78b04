import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAD_REPORTS } from '@villa/api/contract/sales';
import { renderWithProviders } from '@villa/shared/testing/render';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import { reportAnswer, salesSettings, settingsAnswer, sourcesReport } from '../../../testing/leads-data.ts';
import { admin, sales } from '../../../testing/studio-data.ts';
import { SalesReports } from './reports-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const REPORTS = '/api/v1/studio/leads/reports/';
const SETTINGS = '/api/v1/studio/sales-settings';

function answering() {
  const saved: unknown[] = [];
  const fetchMock = stubFetch((url, init) => {
    if (url.pathname.startsWith(REPORTS)) {
      const report = url.pathname.slice(REPORTS.length);
      if (url.searchParams.get('format') === 'csv')
        return new Response('Source,Leads\ngoogle,12\n', { headers: { 'content-type': 'text/csv' } });
      return Response.json(
        reportAnswer(
          report === 'first_contact'
            ? {
                report,
                title: 'Time to first contact',
                columns: ['Week', 'p50', 'p90'],
                rows: [['2026-11-23', '4 min', '31 min']],
              }
            : sourcesReport,
        ),
      );
    }
    if (url.pathname === SETTINGS && init?.method === 'PUT') {
      saved.push(JSON.parse(String(init.body)));
      return Response.json(settingsAnswer(JSON.parse(String(init.body))));
    }
    if (url.pathname === SETTINGS) return Response.json(settingsAnswer());
    return new Response('', { status: 404 });
  });
  return { fetchMock, saved };
}

describe('the reports page', () => {
  it("shows a report as a table under the API's title, for the dates chosen", async () => {
    const { fetchMock } = answering();
    const { user } = renderWithProviders(<SalesReports staff={sales} />);
    expect(screen.getByText('Loading the report…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Leads by source' });
    expect(screen.getByRole('heading', { name: 'Leads by source' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'SourceLeadsVerified',
      'google128',
      'Partner: homes-portal3–',
    ]);
    const picker = screen.getByRole('combobox', { name: 'Report' });
    expect(within(picker).getAllByRole('option')).toHaveLength(LEAD_REPORTS.length);

    await user.selectOptions(picker, 'Time to first contact');
    expect(await screen.findByRole('table', { name: 'Time to first contact' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await screen.findByRole('table', { name: 'Time to first contact' });
    const last = requestsTo(fetchMock, `${REPORTS}first_contact`).at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({ from: '2026-11-01', format: 'json' });
    // A sales member has no settings to change.
    expect(screen.queryByRole('heading', { name: 'Sales settings' })).toBeNull();
  });

  it('downloads the report as a CSV file', async () => {
    const { fetchMock } = answering();
    const created = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithProviders(<SalesReports staff={sales} />, {
      route: '/studio/reports?report=sources&from=2026-11-01&to=2026-11-27',
    });
    await screen.findByRole('table', { name: 'Leads by source' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    const csv = requestsTo(fetchMock, `${REPORTS}sources`).find(
      (url) => url.searchParams.get('format') === 'csv',
    );
    expect(Object.fromEntries(csv!.searchParams)).toEqual({
      from: '2026-11-01',
      to: '2026-11-27',
      format: 'csv',
    });
    expect(created).toHaveBeenCalledTimes(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'leads-sources-from-2026-11-01-to-2026-11-27.csv',
    );
    clicked.mockRestore();
  });

  it('says when a report has no rows, and shows a failure with a retry', async () => {
    stubFetch(() => Response.json(reportAnswer({ ...sourcesReport, rows: [] })));
    const empty = renderWithProviders(<SalesReports staff={sales} />);
    expect(await screen.findByText('No leads in these days')).toBeInTheDocument();
    empty.unmount();
    stubFetch(() => Response.json({ message: 'Failed to load the report' }, { status: 500 }));
    renderWithProviders(<SalesReports staff={sales} />);
    expect(await screen.findByText('Failed to load the report')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lets an admin change the escalation time and the office hours, and confirms', async () => {
    const { saved } = answering();
    const { user } = renderWithProviders(<SalesReports staff={admin} />);
    const form = await screen.findByRole('form', { name: 'Sales settings' });
    const minutes = within(form).getByLabelText('Escalate after (office minutes)');
    expect(minutes).toHaveValue(salesSettings.escalation_minutes);
    await user.clear(minutes);
    await user.type(minutes, '20');
    await user.clear(within(form).getByLabelText('Office closes (India time)'));
    await user.type(within(form).getByLabelText('Office closes (India time)'), '02:00');
    await user.click(within(form).getByRole('button', { name: 'Save the settings' }));
    expect(
      await within(form).findByText(
        'The sales settings are saved: a lead still new after 20 office minutes (09:00–02:00 India time) is escalated.',
      ),
    ).toBeInTheDocument();
    expect(saved).toEqual([{ escalation_minutes: 20, office_opens: '09:00', office_closes: '02:00' }]);
  });
});
