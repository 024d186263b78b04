// One owner's listing, in full: its fields, photos, contact and age; approved into a draft villa of a
// project of its city (then a link to that villa's editor), or rejected with a reason the owner is sent.
import { lazy, Suspense, useState } from 'react';
import styled from '@emotion/styled';
import { useSWRConfig } from 'swr';
import { REJECTION_REASON_MAX_LENGTH } from '@villa/api/contract/catalogue-options';
import type { OwnerSubmission, StudioUnitRecord } from '@villa/shared/contracts/entities';
import { formatBlogDate } from '@villa/shared/format/date';
import { formatPrice } from '@villa/shared/format/price';
import { requiredMessage, resolverOf, useForm, type FormOption } from '@villa/shared/forms/form';
import { AutocompleteField } from '@villa/shared/forms/pick-fields';
import { FormTextField } from '@villa/shared/forms/text-fields';
import { Link } from '@villa/shared/router';
import { Button, Text } from '@villa/shared/ui/kit';
import { colors, radius, space, text, up } from '@villa/shared/ui/tokens';
import { errorText } from '../../../lib/studio-api.ts';
import { unitPath } from '../../../lib/studio-paths.ts';
import { approveOwnerListing, rejectOwnerListing, useProjectChoices } from '../api/owners-api.ts';
import { REVIEW_NAMES, ageText, placeLine, villaLine } from './owner-words.ts';

const AskDialog = lazy(() => import('../../../components/ask-dialog.tsx'));

const Facts = styled.dl({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: space(0.75, 2),
  margin: space(2, 0),
  '& dt': { ...text.body2, color: colors.text.secondary },
  '& dd': { ...text.body2, margin: 0 },
});
const Photos = styled.ul({
  listStyle: 'none',
  padding: 0,
  margin: space(1, 0, 2),
  display: 'grid',
  gap: space(1),
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
});
const Photo = styled.img({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: radius.control,
});
const Decide = styled.form({
  display: 'grid',
  gap: space(2),
  alignItems: 'start',
  [up('md')]: { gridTemplateColumns: '1fr auto auto' },
});

interface ApproveValues {
  project: FormOption | null;
}
interface RejectValues {
  reason: string;
}

/** What a decision did: its words, and the draft villa an approval made. */
export interface Decision {
  text: string;
  unit?: Pick<StudioUnitRecord, '_id' | 'name'>;
}

export interface OwnerReviewProps {
  submission: OwnerSubmission;
  /** After a decision: what it did, for the queue's notice (the listing may leave a filtered list). */
  onDecided: (decision: Decision) => void;
}

export function OwnerReview({ submission, onDecided }: OwnerReviewProps) {
  const { fields, contact, review } = submission;
  const projects = useProjectChoices('');
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [rejectFailure, setRejectFailure] = useState<string | null>(null);
  const [decided, setDecided] = useState(false);
  const choices: FormOption[] = (projects.data ?? [])
    .filter((project) => project.city === fields.city.name && project.status !== 'archived')
    .map((project) => ({ _id: project._id, name: `${project.name} (${project.builder})` }));

  const approve = useForm<ApproveValues>({
    defaultValues: { project: null },
    resolver: resolverOf((values) =>
      values.project ? {} : { project: 'Choose the project the villa joins' },
    ),
  });
  const reject = useForm<RejectValues>({
    defaultValues: { reason: '' },
    resolver: resolverOf((values) =>
      values.reason.trim() === ''
        ? { reason: requiredMessage('A reason') }
        : values.reason.length > REJECTION_REASON_MAX_LENGTH
          ? { reason: `At most ${REJECTION_REASON_MAX_LENGTH} characters` }
          : {},
    ),
  });

  const onApprove = approve.handleSubmit(async ({ project }) => {
    setFailure(null);
    try {
      const result = await approveOwnerListing(submission._id, project!._id);
      setDecided(true);
      onDecided({
        text: `Approved: the draft villa ${result.unit.name} is in ${result.unit.project.name}.`,
        unit: result.unit,
      });
      // The project has a new villa: the catalogue's answers in the cache are read anew.
      void mutate((key) => Array.isArray(key) && key[0] === 'studio' && key[1] !== 'owner-listings');
    } catch (error) {
      setFailure(errorText(error));
    }
  });
  const onReject = reject.handleSubmit(async ({ reason }) => {
    setRejectFailure(null);
    try {
      const result = await rejectOwnerListing(submission._id, reason.trim());
      setRejecting(false);
      setDecided(true);
      onDecided({
        text: result.owner_told
          ? `Rejected the listing of ${contact.name}. The owner is sent the reason by SMS.`
          : `Rejected the listing of ${contact.name}. The SMS to the owner was not accepted: call them.`,
      });
    } catch (error) {
      setRejectFailure(errorText(error));
    }
  });

  return (
    <section aria-labelledby="owner-review-title">
      <Text as="h2" id="owner-review-title" look="h6" tabIndex={-1}>
        {villaLine(submission)}, {placeLine(submission)}
      </Text>
      <Text look="body2" tone="secondary">
        {REVIEW_NAMES[submission.review_status]} · sent on {formatBlogDate(submission.created_at)}, waiting{' '}
        {ageText(submission.age_hours)}
      </Text>
      <Facts>
        <dt>Owner</dt>
        <dd>
          {contact.name} ·{' '}
          <a href={`tel:${contact.phone_number.replace(/\s/g, '')}`}>{contact.phone_number}</a> ·{' '}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        <dt>Price</dt>
        <dd>{formatPrice(fields.villa_price)}</dd>
        <dt>Built-up area</dt>
        <dd>{fields.builtup_area} sq.ft</dd>
        <dt>Rooms</dt>
        <dd>
          {fields.bedroom} bedrooms, {fields.bathrooms} bathrooms, {fields.balconies} balconies
        </dd>
        <dt>Parking</dt>
        <dd>{fields.car_parking}</dd>
        <dt>Facing</dt>
        <dd>{fields.main_door_facing}</dd>
        <dt>Furnishing</dt>
        <dd>{fields.furnishing}</dd>
        <dt>Stage</dt>
        <dd>
          {fields.property_stage}
          {fields.property_age_in_years !== null && `, ${fields.property_age_in_years} years old`}
        </dd>
        <dt>Available from</dt>
        <dd>{formatBlogDate(fields.available_from)}</dd>
      </Facts>
      <Text look="subtitle2">Photos ({submission.photos.length})</Text>
      {submission.photos.length > 0 ? (
        <Photos>
          {submission.photos.map((photo, index) => (
            <li key={photo.upload_id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <Photo
                  src={photo.card_url}
                  alt={`Photo ${index + 1} of the owner's villa (opens full size)`}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </Photos>
      ) : (
        <Text look="body2" tone="secondary">
          The owner sent no photos.
        </Text>
      )}

      {review && (
        <Text look="body2" style={{ marginTop: space(2) }}>
          {submission.review_status === 'approved' ? 'Approved' : 'Rejected'} by{' '}
          {review.by ?? 'someone no longer on the staff'} on {formatBlogDate(review.at)}
          {review.rejection_reason && `: “${review.rejection_reason}”`}
          {review.unit && (
            <>
              {' '}
              — <Link to={unitPath(review.unit._id)}>edit the villa {review.unit.name}</Link>
            </>
          )}
        </Text>
      )}

      {submission.review_status === 'pending' && !decided && (
        <Decide onSubmit={(event) => void onApprove(event)} aria-label="Decide on the listing" noValidate>
          <AutocompleteField
            control={approve.control}
            name="project"
            label={`Project in ${fields.city.name}`}
            options={choices}
            loading={projects.isLoading}
            helperText={
              projects.error
                ? errorText(projects.error)
                : choices.length === 0 && !projects.isLoading
                  ? `No project in ${fields.city.name} yet: create one in the catalogue first`
                  : 'The villa joins it as a draft, pre-filled from the listing'
            }
          />
          <Button
            type="submit"
            variant="contained"
            disabled={approve.formState.isSubmitting}
            style={{ marginTop: space(1) }}
          >
            Approve into a draft villa
          </Button>
          <Button
            type="button"
            variant="outlined"
            style={{ marginTop: space(1) }}
            onClick={() => {
              setRejectFailure(null);
              setRejecting(true);
            }}
          >
            Reject
          </Button>
          {failure && (
            <Text role="alert" look="body2" tone="error">
              {failure}
            </Text>
          )}
        </Decide>
      )}

      {rejecting && (
        <Suspense fallback={null}>
          <AskDialog
            title={`Reject the listing of ${contact.name}?`}
            body="The owner is sent the reason by SMS. A rejected listing can't be approved later."
            action="Reject"
            busy={reject.formState.isSubmitting}
            error={rejectFailure}
            onConfirm={() => void onReject()}
            onCancel={() => setRejecting(false)}
          >
            <FormTextField
              control={reject.control}
              name="reason"
              label="Reason"
              required
              rows={3}
              maxLength={REJECTION_REASON_MAX_LENGTH}
              helperText={`What the owner reads; at most ${REJECTION_REASON_MAX_LENGTH} characters`}
            />
          </AskDialog>
        </Suspense>
      )}
    </section>
  );
}
