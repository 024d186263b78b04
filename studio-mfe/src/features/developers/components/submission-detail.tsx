// One developer's submission: everything they sent, and the team's status, owner and notes, saved
// with the forms kit. Any person on the staff may own it.
import { useState } from 'react';
import styled from '@emotion/styled';
import {
  DEVELOPER_SUBMISSION_NOTES_MAX,
  DEVELOPER_SUBMISSION_STATUSES,
  type DeveloperSubmissionStatus,
} from '@villa/api/contract/developer-submission-status';
import type { DeveloperSubmission } from '@villa/shared/contracts/entities';
import { FormActions, FormSection, SectionTitle, Wide } from '@villa/shared/forms/form-layout';
import { AutocompleteField, RadioField } from '@villa/shared/forms/pick-fields';
import { FormTextField } from '@villa/shared/forms/text-fields';
import { useForm, type FormOption } from '@villa/shared/forms/form';
import { Button, Text } from '@villa/shared/ui/kit';
import { colors, space, text, up } from '@villa/shared/ui/tokens';
import { apiFieldError } from '../../../lib/api-field-error.ts';
import { indiaTime } from '../../../lib/india-time.ts';
import { errorText } from '../../../lib/studio-api.ts';
import { updateDeveloperSubmission } from '../api/update-developer-submission.ts';
import { STATUS_NAMES } from './submission-names.ts';

const Facts = styled.dl({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space(1, 2),
  margin: space(0, 0, 3),
  [up('sm')]: { gridTemplateColumns: 'max-content 1fr' },
  '& dt': { ...text.subtitle2, color: colors.text.secondary },
  '& dd': { ...text.body2, margin: 0, whiteSpace: 'pre-wrap' },
});

const STATUS_OPTIONS = DEVELOPER_SUBMISSION_STATUSES.map((status) => ({
  _id: status,
  name: STATUS_NAMES[status],
}));

interface DetailValues {
  status: DeveloperSubmissionStatus;
  owner: FormOption | null;
  notes: string;
}
const FIELDS = ['status', 'notes'] as const;

export interface SubmissionDetailProps {
  submission: DeveloperSubmission;
  /** Who may own it: the staff, or the signed-in person while they load. */
  owners: readonly FormOption[];
  onSaved: (submission: DeveloperSubmission) => void;
  onClose: () => void;
}

export function SubmissionDetail({ submission, owners, onSaved, onClose }: SubmissionDetailProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const current = submission.owner;
  const choices = current && !owners.some((o) => o._id === current._id) ? [current, ...owners] : owners;
  const form = useForm<DetailValues>({
    defaultValues: { status: submission.status, owner: current, notes: submission.notes },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSaved(
        await updateDeveloperSubmission(submission._id, {
          status: values.status,
          notes: values.notes,
          owner_staff_id: values.owner?._id ?? null,
        }),
      );
    } catch (error) {
      const wrong = apiFieldError(error, FIELDS);
      if (wrong) form.setError(wrong.field, { type: 'server', message: wrong.message });
      else setFailure(errorText(error));
    }
  });
  const titleId = `submission-${submission._id}`;
  const saving = form.formState.isSubmitting;
  return (
    <section aria-labelledby={titleId}>
      <Text as="h2" id={titleId} look="h6">
        {submission.project_name} by {submission.developer_name}
      </Text>
      <Text look="body2" tone="secondary" style={{ marginBottom: space(2) }}>
        Received {indiaTime(submission.created_at)} IST
        {submission.updated_at ? ` · last changed ${indiaTime(submission.updated_at)} IST` : ''}
      </Text>
      <Facts>
        <dt>Contact</dt>
        <dd>
          {submission.name} · {submission.email} · {submission.phone}
        </dd>
        <dt>Where</dt>
        <dd>{[submission.location, submission.city].filter(Boolean).join(', ') || '—'}</dd>
        <dt>Stage</dt>
        <dd>{submission.stage}</dd>
        <dt>RERA</dt>
        <dd>
          {submission.is_project_rera_registered
            ? (submission.rera_number ?? 'Registered')
            : 'Not registered'}
        </dd>
        <dt>Property types</dt>
        <dd>{submission.property_type.join(', ') || '—'}</dd>
        <dt>Configurations</dt>
        <dd>{submission.configuration.join(', ') || '—'}</dd>
        <dt>Remarks</dt>
        <dd>{submission.remarks || '—'}</dd>
      </Facts>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="The team's work on it">
        <FormSection>
          <SectionTitle>The team&apos;s work on it</SectionTitle>
          <RadioField control={form.control} name="status" label="Status" options={STATUS_OPTIONS} required />
          <AutocompleteField
            control={form.control}
            name="owner"
            label="Owner"
            options={choices}
            placeholder="Nobody"
          />
          <Wide>
            <FormTextField
              control={form.control}
              name="notes"
              label="Notes"
              rows={4}
              maxLength={DEVELOPER_SUBMISSION_NOTES_MAX}
              helperText={`At most ${DEVELOPER_SUBMISSION_NOTES_MAX} characters`}
            />
          </Wide>
        </FormSection>
        {failure && (
          <Text role="alert" look="body2" tone="error" style={{ marginTop: space(2) }}>
            {failure}
          </Text>
        )}
        <FormActions>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
          <Button type="button" onClick={onClose} disabled={saving}>
            Close
          </Button>
        </FormActions>
      </form>
    </section>
  );
}
