// /studio/developers (editors and admins): the /for-developers submissions by status, newest first;
// Open shows one with its status, owner and notes to change. Filter and page are in the address.
import { useState } from 'react';
import styled from '@emotion/styled';
import {
  DEVELOPER_SUBMISSION_STATUSES,
  type DeveloperSubmissionStatus,
} from '@villa/api/contract/developer-submission-status';
import type {
  DeveloperSubmission,
  DeveloperSubmissionsQuery,
  StaffMember,
} from '@villa/shared/contracts/entities';
import { useSearchParams } from '@villa/shared/router';
import { Button, Card, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space } from '@villa/shared/ui/tokens';
import { errorText } from '../../../lib/studio-api.ts';
import { useDeveloperSubmissions } from '../api/get-developer-submissions.ts';
import { useOwners } from '../api/get-owners.ts';
import { SubmissionDetail } from './submission-detail.tsx';
import { STATUS_NAMES } from './submission-names.ts';
import { SubmissionsTable } from './submissions-table.tsx';

const Section = styled(Card)({ padding: space(3), marginTop: space(3) });
const Filters = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space(1), marginBottom: space(2) });

/** The API's query from the address: a status of the contract's list, and a page from 1. */
export function submissionsQueryOf(params: URLSearchParams): DeveloperSubmissionsQuery {
  const query: DeveloperSubmissionsQuery = {};
  const status = DEVELOPER_SUBMISSION_STATUSES.find((name) => name === params.get('status'));
  const page = Number(params.get('page'));
  if (status) query.status = status;
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

export function DeveloperSubmissions({ self }: { self: StaffMember }) {
  const [params, setParams] = useSearchParams();
  const query = submissionsQueryOf(params);
  const submissions = useDeveloperSubmissions(query);
  const [open, setOpen] = useState<DeveloperSubmission | null>(null);
  const staff = useOwners(open !== null);
  // Until the staff's names arrive (or if they can't be read), one may still take it on oneself.
  const owners = (staff.data ?? [self]).map(({ _id, name }) => ({ _id, name }));
  const [notice, setNotice] = useState<string | null>(null);

  const show = (status: DeveloperSubmissionStatus | null) => {
    setOpen(null);
    setParams(status ? new URLSearchParams({ status }) : new URLSearchParams());
  };
  const toPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setParams(next);
  };

  return (
    <>
      <Text as="h1" look="h5">
        Developers&apos; submissions
      </Text>
      <Text look="body2" tone="secondary">
        What developers sent through For developers, newest first: who owns each and where the team is with
        it.
      </Text>
      <div aria-live="polite">
        {notice && (
          <Text look="body2" tone="brand" style={{ marginTop: space(2) }}>
            {notice}
          </Text>
        )}
      </div>
      <Section>
        <Filters role="group" aria-label="Status">
          <Button
            size="small"
            variant={query.status ? 'outlined' : 'contained'}
            aria-pressed={!query.status}
            onClick={() => show(null)}
          >
            All
          </Button>
          {DEVELOPER_SUBMISSION_STATUSES.map((status) => (
            <Button
              key={status}
              size="small"
              variant={query.status === status ? 'contained' : 'outlined'}
              aria-pressed={query.status === status}
              onClick={() => show(status)}
            >
              {STATUS_NAMES[status]}
            </Button>
          ))}
        </Filters>
        {submissions.isLoading ? (
          <StatusMessage kind="loading" title="Loading the submissions…" />
        ) : submissions.error && !submissions.data ? (
          <StatusMessage
            kind="error"
            title={errorText(submissions.error)}
            onRetry={() => void submissions.mutate()}
          />
        ) : (
          <SubmissionsTable
            submissions={submissions.data?.submissions ?? []}
            total={submissions.data?.pagination.total ?? 0}
            page={query.page ?? 1}
            pageCount={submissions.data?.pagination.totalPages ?? 1}
            onPage={toPage}
            onOpen={(submission) => {
              setNotice(null);
              setOpen(submission);
            }}
          />
        )}
      </Section>
      {open && (
        <Section>
          <SubmissionDetail
            key={open._id}
            submission={open}
            owners={owners}
            onClose={() => setOpen(null)}
            onSaved={(saved) => {
              setOpen(null);
              setNotice(
                `${saved.project_name} is ${STATUS_NAMES[saved.status].toLowerCase()}, owned by ${saved.owner?.name ?? 'nobody'}.`,
              );
              void submissions.mutate();
            }}
          />
        </Section>
      )}
    </>
  );
}
