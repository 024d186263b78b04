// The inbox (`GET /studio/leads`): one row a buyer, polled every INBOX_POLL_SECONDS with the last
// answer's ETag, so an unchanged inbox costs a 304 and keeps the rows it has.
import { useRef } from 'react';
import useSWR from 'swr';
import { INBOX_POLL_SECONDS } from '@villa/api/contract/sales';
import type { LeadInboxQuery, LeadInboxResponse } from '@villa/shared/contracts/entities';
import { ApiError } from '@villa/shared/api/client';
import { studioRequestTagged } from '../../../lib/studio-api.ts';

export type Inbox = LeadInboxResponse['data'];

export const inboxKey = (query: LeadInboxQuery) => ['studio', 'leads', query] as const;

export function useInbox(query: LeadInboxQuery) {
  // The last answer and its ETag, for the query it answered.
  const last = useRef<{ query: string; etag: string | null; data: Inbox } | null>(null);
  return useSWR(
    inboxKey(query),
    async ([, , asked]) => {
      const key = JSON.stringify(asked);
      const prior = last.current?.query === key ? last.current : null;
      const answer = await studioRequestTagged<LeadInboxResponse>('/studio/leads', {
        query: { ...asked },
        etag: prior?.etag ?? null,
        defaultMessage: 'Failed to load the leads',
      });
      if (answer.notModified) {
        if (prior) return prior.data;
        throw new ApiError('Failed to load the leads', 304);
      }
      last.current = { query: key, etag: answer.etag, data: answer.payload.data };
      return answer.payload.data;
    },
    {
      refreshInterval: INBOX_POLL_SECONDS * 1000,
      keepPreviousData: true,
      // A refusal (403) or a lapsed session (401) does not change by asking again.
      shouldRetryOnError: false,
    },
  );
}
