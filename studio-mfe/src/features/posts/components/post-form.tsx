// A post's form: title, address, excerpt, body, featured image, categories, tags, author, featured
// flag and state (a scheduled post's time in India time). The browser checks the contract's rules;
// the API's refusals show under the field they name.
import { useState } from 'react';
import styled from '@emotion/styled';
import { POST_STATES } from '@villa/api/contract/blog-studio';
import type { BlogOptionsResponse, StudioPost } from '@villa/shared/contracts/entities';
import { FormActions, FormSection, SectionTitle, Wide } from '@villa/shared/forms/form-layout';
import { AutocompleteField, MultiSelectField, RadioField } from '@villa/shared/forms/pick-fields';
import { FormTextField } from '@villa/shared/forms/text-fields';
import { useForm, useWatch } from '@villa/shared/forms/form';
import { POST_RULES } from '@villa/api/contract/blog-studio';
import { Button, Text } from '@villa/shared/ui/kit';
import { space } from '@villa/shared/ui/tokens';
import { apiFieldError } from '../../../lib/api-field-error.ts';
import { errorText } from '../../../lib/studio-api.ts';
import { createPost, updatePost } from '../api/save-post.ts';
import { BodyField } from './body-field.tsx';
import { DateTimeField } from './date-time-field.tsx';
import { FeaturedImageField } from './featured-image-field.tsx';
import { STATE_NAMES } from './post-status.ts';
import { bodyOf, POST_FIELDS, postResolver, valuesOf, type PostValues } from './post-values.ts';

const STATE_OPTIONS = POST_STATES.map((state) => ({ _id: state, name: STATE_NAMES[state] }));
const FEATURED_OPTIONS = [
  { _id: 'yes', name: 'Yes' },
  { _id: 'no', name: 'No' },
];
const Spaced = styled.div({ marginTop: space(2) });

export interface PostFormProps {
  post: StudioPost | null;
  options: BlogOptionsResponse['data'];
  onSaved: (post: StudioPost, created: boolean) => void;
}

export function PostForm({ post, options, onSaved }: PostFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PostValues>({ defaultValues: valuesOf(post, options), resolver: postResolver });
  const status = useWatch({ control: form.control, name: 'status' });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = bodyOf(values);
      const saved = post ? await updatePost(post._id, body) : await createPost(body);
      form.reset(valuesOf(saved, options));
      onSaved(saved, !post);
    } catch (error) {
      const wrong = apiFieldError(error, POST_FIELDS);
      if (wrong)
        form.setError(wrong.field, { type: 'server', message: wrong.message }, { shouldFocus: true });
      else setFailure(errorText(error));
    }
  });
  const saving = form.formState.isSubmitting;
  const { control } = form;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={post ? 'Edit the post' : 'New post'}
    >
      <FormSection>
        <SectionTitle>The post</SectionTitle>
        <Wide>
          <FormTextField
            control={control}
            name="title"
            label="Title"
            maxLength={POST_RULES.titleMax}
            required
          />
        </Wide>
        <Wide>
          <FormTextField
            control={control}
            name="slug"
            label="Address (slug)"
            prefix="/blog/"
            helperText={post ? 'Changing it moves the post' : 'Made from the title when left empty'}
          />
        </Wide>
        <Wide>
          <FormTextField
            control={control}
            name="excerpt"
            label="Excerpt"
            rows={2}
            maxLength={POST_RULES.excerptMax}
            helperText="Shown on the blog's cards and to search engines"
            required
          />
        </Wide>
        <Wide>
          <BodyField control={control} />
        </Wide>
      </FormSection>
      <FormSection>
        <SectionTitle>Image and topics</SectionTitle>
        <Wide>
          <FeaturedImageField form={form} />
        </Wide>
        <MultiSelectField
          control={control}
          name="category_ids"
          label="Categories"
          options={options.categories}
          helperText={`At most ${POST_RULES.categoriesMax}`}
        />
        <MultiSelectField control={control} name="tag_ids" label="Tags" options={options.tags} />
        <FormTextField
          control={control}
          name="new_tags"
          label="New tags"
          helperText="Names separated by commas"
        />
        <AutocompleteField
          control={control}
          name="author_id"
          label="Author"
          options={options.authors}
          required
        />
        <RadioField
          control={control}
          name="is_featured"
          label="Featured on the blog"
          options={FEATURED_OPTIONS}
        />
      </FormSection>
      <FormSection>
        <SectionTitle>Publishing</SectionTitle>
        <RadioField control={control} name="status" label="State" options={STATE_OPTIONS} required />
        {status !== 'draft' && (
          <DateTimeField
            control={control}
            name="published_at"
            label={status === 'scheduled' ? 'Appears at (India time)' : 'Published at (India time)'}
            helperText={status === 'published' ? 'Now when left empty' : undefined}
            required={status === 'scheduled'}
          />
        )}
      </FormSection>
      {failure && (
        <Spaced>
          <Text role="alert" look="body2" tone="error">
            {failure}
          </Text>
        </Spaced>
      )}
      <FormActions>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving…' : post ? 'Save the post' : 'Create the post'}
        </Button>
      </FormActions>
    </form>
  );
}
