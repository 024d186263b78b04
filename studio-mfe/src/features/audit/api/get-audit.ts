import useSWR from 'swr';
import type { AuditListResponse, AuditQuery } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

export const auditKey = (query: AuditQuery) => ['studio', 'audit', query] as const;

export const getAudit = (query: AuditQuery) =>
  studioRequest<AuditListResponse>('/studio/audit', {
    query: { ...query },
    defaultMessage: 'Failed to load the audit log',
  }).then((response) => response.data);

/** A page of the audit log (50 entries, newest first), filtered by person and record. */
export const useAudit = (query: AuditQuery) =>
  useSWR(auditKey(query), ([, , q]) => getAudit(q), { keepPreviousData: true, revalidateOnFocus: false });
