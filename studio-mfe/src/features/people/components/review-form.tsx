// Adds a customer review or corrects one. The browser checks what is required; the API's rules
// (lengths, the rating's range) come back as field messages under their fields.
import { useState } from 'react';
import type { Review } from '@villa/shared/contracts/entities';
import { FormActions, FormSection, SectionTitle, Wide } from '@villa/shared/forms/form-layout';
import { FormTextField, NumberField } from '@villa/shared/forms/text-fields';
import { onlyProblems, requiredMessage, resolverOf, useForm } from '@villa/shared/forms/form';
import { Button, Text } from '@villa/shared/ui/kit';
import { apiFieldError } from '../../../lib/api-field-error.ts';
import { errorText } from '../../../lib/studio-api.ts';
import { addReview, editReview } from '../api/save-review.ts';

interface ReviewValues {
  name: string;
  rating: string;
  review: string;
}
const FIELDS = ['name', 'rating', 'review'] as const;

const resolver = resolverOf<ReviewValues>((values) =>
  onlyProblems<ReviewValues>({
    name: values.name.trim() ? null : requiredMessage('Name'),
    rating: values.rating ? null : requiredMessage('Rating'),
    review: values.review.trim() ? null : requiredMessage('Review'),
  }),
);

const valuesOf = (review: Review | null): ReviewValues => ({
  name: review?.name ?? '',
  rating: review ? String(review.rating) : '',
  review: review?.review ?? '',
});

export interface ReviewFormProps {
  review: Review | null;
  onSaved: (review: Review, added: boolean) => void;
  onCancel?: () => void;
}

export function ReviewForm({ review, onSaved, onCancel }: ReviewFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReviewValues>({ defaultValues: valuesOf(review), resolver });
  const titleId = review ? `edit-review-${review._id}` : 'add-review-title';
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = { name: values.name.trim(), rating: Number(values.rating), review: values.review.trim() };
    try {
      const saved = review ? await editReview(review._id, body) : await addReview(body);
      if (!review) form.reset(valuesOf(null));
      onSaved(saved, !review);
    } catch (error) {
      const wrong = apiFieldError(error, FIELDS);
      if (wrong)
        form.setError(wrong.field, { type: 'server', message: wrong.message }, { shouldFocus: true });
      else setFailure(errorText(error));
    }
  });
  const saving = form.formState.isSubmitting;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
      <FormSection>
        <SectionTitle id={titleId}>
          {review ? `Edit the review by ${review.name}` : 'Add a review'}
        </SectionTitle>
        <FormTextField control={form.control} name="name" label="Name" required autoComplete="off" />
        <NumberField
          control={form.control}
          name="rating"
          label="Rating"
          suffix="stars"
          maxLength={1}
          required
        />
        <Wide>
          <FormTextField control={form.control} name="review" label="Review" rows={3} required />
        </Wide>
      </FormSection>
      {failure && (
        <Text role="alert" look="body2" tone="error" style={{ marginTop: 16 }}>
          {failure}
        </Text>
      )}
      <FormActions>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving…' : review ? 'Save changes' : 'Add the review'}
        </Button>
        {onCancel && (
          <Button type="button" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
      </FormActions>
    </form>
  );
}
