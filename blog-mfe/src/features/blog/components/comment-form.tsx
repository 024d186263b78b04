// The comment form on the forms kit's core (react-hook-form, the resolver, useFormField), loaded when
// the reader asks for it (post-comments.tsx), so a post's first load never downloads it (DESIGN.md
// section 9). Its inputs are the first-paint kit's look, not MUI's: MUI's surfaces would add four
// entries to the blog's share map, which every blog page downloads (about 0.75 KB gzip).
import { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import type { Comment } from '@villa/api/schemas';
import {
  resolverOf,
  useForm,
  useFormField,
  type FieldProps,
  type FieldValues,
} from '@villa/shared/forms/form';
import { useAuth } from '@villa/shared/state/auth';
import { Button } from '@villa/shared/ui/kit';
import { colors, radius, space, text, up } from '@villa/shared/ui/tokens';
import { BLOG_READER_ERRORS } from '../../../config/blog-reader.ts';
import { createComment } from '../api/post-comments.ts';
import {
  COMMENT_FORM_DEFAULTS,
  COMMENT_FORM_MESSAGES,
  commentPayload,
  validateCommentForm,
  type CommentFormValues,
} from '../lib/comment-form.ts';

const Form = styled.form({
  display: 'grid',
  gap: space(2),
  [up('sm')]: { gridTemplateColumns: '1fr 1fr' },
});

const Field = styled.div<{ wide?: boolean }>(({ wide = false }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: space(0.5),
  minWidth: 0,
  [up('sm')]: wide ? { gridColumn: '1 / -1' } : {},
}));

const Label = styled.label({ ...text.body2, fontWeight: 600 });

const control = {
  width: '100%',
  padding: space(1.25, 1.5),
  border: `1px solid ${colors.divider}`,
  borderRadius: radius.control,
  font: 'inherit',
  ...text.body1,
  color: colors.text.primary,
  backgroundColor: colors.paper,
  '&:focus': { outline: `2px solid ${colors.primary.main}`, outlineOffset: -1, borderColor: 'transparent' },
  '&[aria-invalid="true"]': { borderColor: colors.error },
} as const;

const Input = styled.input(control);
const TextArea = styled.textarea({ ...control, minHeight: 120, resize: 'vertical' });

const FieldError = styled.p({ ...text.caption, color: colors.error, margin: 0 });

interface CommentFieldProps<T extends FieldValues> extends FieldProps<T> {
  id: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** Several lines (the comment). */
  rows?: number;
}

/** A labelled box with its error under it, the kit's field state in the first-paint kit's look. */
function CommentField<T extends FieldValues>(props: CommentFieldProps<T>) {
  const { id, label, type = 'text', autoComplete, rows } = props;
  const { field, invalid, message } = useFormField(props);
  const box = {
    id,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onBlur: field.onBlur,
    required: props.required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': message ? `${id}-message` : undefined,
  };
  return (
    <Field wide={rows !== undefined}>
      <Label htmlFor={id}>{label}</Label>
      {rows === undefined ? (
        <Input
          {...box}
          ref={field.ref}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => field.onChange(event.target.value)}
        />
      ) : (
        <TextArea
          {...box}
          ref={field.ref}
          rows={rows}
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
      {message ? <FieldError id={`${id}-message`}>{message}</FieldError> : null}
    </Field>
  );
}

/** Off-screen (not display: none, which some bots skip): only a bot fills it in. */
const Honeypot = styled.div({ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' });

const Refusal = styled.p({
  ...text.body2,
  color: colors.error,
  margin: 0,
  [up('sm')]: { gridColumn: '1 / -1' },
});

const Posted = styled.p({ ...text.body2, fontWeight: 600, color: colors.success, margin: 0 });

const Actions = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space(1.5),
  [up('sm')]: { gridColumn: '1 / -1' },
});

const resolver = resolverOf(validateCommentForm);

export interface CommentFormProps {
  postId: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  onPosted: (comment: Comment) => void;
}

/**
 * Name and email (the logged-in user's, until changed) and the comment, checked as the server checks
 * them; the server's refusal is shown as it says it. A posted comment is handed to `onPosted` and the
 * comment box is emptied.
 */
export default function CommentForm({ postId, labelledBy, onPosted }: CommentFormProps) {
  const { user } = useAuth();
  const { control, register, handleSubmit, resetField, getFieldState, formState } =
    useForm<CommentFormValues>({
      defaultValues: { ...COMMENT_FORM_DEFAULTS, name: user?.name ?? '', email: user?.email ?? '' },
      resolver,
      mode: 'onSubmit',
      reValidateMode: 'onChange',
    });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const sending = useRef(false);

  // Until the reader types in them, the name and email are the logged-in user's (none when logged out).
  useEffect(() => {
    const own = { name: user?.name ?? '', email: user?.email ?? '' };
    for (const key of ['name', 'email'] as const) {
      if (!getFieldState(key).isDirty) resetField(key, { defaultValue: own[key] });
    }
  }, [user?.name, user?.email, getFieldState, resetField]);

  const send = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    setRefusal(null);
    setStatus('');
    try {
      const answer = await createComment(commentPayload(postId, values));
      onPosted(answer.data);
      resetField('comment', { defaultValue: '' });
      setStatus(COMMENT_FORM_MESSAGES.posted);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : BLOG_READER_ERRORS.postComment);
    } finally {
      sending.current = false;
    }
  });

  return (
    <Form aria-labelledby={labelledBy} noValidate onSubmit={(event) => void send(event)}>
      <CommentField
        control={control}
        id={`${labelledBy}-name`}
        name="name"
        label="Name"
        required
        autoComplete="name"
      />
      <CommentField
        control={control}
        id={`${labelledBy}-email`}
        name="email"
        label="Email"
        required
        type="email"
        autoComplete="email"
      />
      <CommentField
        control={control}
        id={`${labelledBy}-comment`}
        name="comment"
        label="Comment"
        required
        rows={5}
      />
      <Honeypot aria-hidden>
        <label htmlFor={`${labelledBy}-website`}>Website</label>
        <input
          id={`${labelledBy}-website`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden
          {...register('website')}
        />
      </Honeypot>
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
      <Actions>
        <Button
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting}
          aria-busy={formState.isSubmitting || undefined}
        >
          Post comment
        </Button>
        <Posted role="status">{status}</Posted>
      </Actions>
    </Form>
  );
}
