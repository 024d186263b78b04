// The inbox's reports (`GET /studio/leads/reports/:report`), each a table or a CSV file, and the
// team's rules (`GET/PUT /studio/sales-settings`, saved by admins).
import useSWR from 'swr';
import type { LeadReport } from '@villa/api/contract/sales';
import type { LeadReportTable, SalesSettings } from '@villa/shared/contracts/entities';
import { API_TIMEOUT_MS, ApiError, apiUrl } from '@villa/shared/api/client';
import { clearStaffSession, readStaffSession } from '../../../lib/staff-session.ts';
import { studioRequest } from '../../../lib/studio-api.ts';

export interface ReportRange {
  from?: string;
  to?: string;
}

const reportUrl = (report: LeadReport) => `/studio/leads/reports/${report}`;

export const useReport = (report: LeadReport, range: ReportRange) =>
  useSWR(
    ['studio', 'lead-report', report, range] as const,
    ([, , name, asked]) =>
      studioRequest<{ data: LeadReportTable }>(reportUrl(name), {
        query: { ...asked, format: 'json' },
        defaultMessage: 'Failed to load the report',
      }).then((response) => response.data),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );

const CSV_FAILED = 'Failed to download the report';

/**
 * The report as a CSV file: fetched with the staff token (a link to the API would send none) and
 * saved through the browser's download.
 */
export async function fetchReportCsv(report: LeadReport, range: ReportRange): Promise<Blob> {
  const token = readStaffSession()?.token;
  const headers = new Headers({ Accept: 'text/csv' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(apiUrl(reportUrl(report), { ...range, format: 'csv' }), {
      headers,
      signal: AbortSignal.timeout(API_TIMEOUT_MS * 4),
    });
  } catch (error) {
    throw new ApiError(CSV_FAILED, 0, { cause: error });
  }
  if (response.status === 401 && token) clearStaffSession();
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof payload?.message === 'string' && payload.message ? payload.message : CSV_FAILED;
    throw new ApiError(message, response.status);
  }
  return response.blob();
}

export const settingsKey = ['studio', 'sales-settings'] as const;

export const useSalesSettings = (enabled: boolean) =>
  useSWR(
    enabled ? settingsKey : null,
    () =>
      studioRequest<{ data: SalesSettings }>('/studio/sales-settings', {
        defaultMessage: 'Failed to load the sales settings',
      }).then((response) => response.data),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

export const saveSalesSettings = (settings: SalesSettings) =>
  studioRequest<{ data: SalesSettings }>('/studio/sales-settings', {
    method: 'PUT',
    body: settings,
    defaultMessage: 'Failed to save the sales settings',
  }).then((response) => response.data);
