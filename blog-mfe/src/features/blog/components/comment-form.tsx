import { useId, useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import type { Comment } from '@villa/api/schemas';
import { useAuth } from '@villa/shared/state/auth';
import { Button } from '@villa/shared/ui/kit';
import { colors, radius, space, text, up } from '@villa/shared/ui/tokens';
import { BLOG_READER_ERRORS, COMMENT_LIMITS } from '../../../config/blog-reader.ts';
import { createComment } from '../api/post-comments.ts';

/**
 * Links as the server counts them (api/src/plugins/app/blog-engagement-repository.ts): http(s)://,
 * www. and bare domains with a path.
 */
const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/\S*/gi;
const countLinks = (value: string) => value.match(LINK)?.length ?? 0;

const COMMENT_FORM_MESSAGES = {
  name: `Please enter your name (${COMMENT_LIMITS.nameMin} to ${COMMENT_LIMITS.nameMax} characters)`,
  nameLink: 'Please leave links out of your name',
  comment: `Please write a comment of ${COMMENT_LIMITS.commentMin} to ${COMMENT_LIMITS.commentMax} characters`,
  links: `Please keep to at most ${COMMENT_LIMITS.maxLinks} links in a comment`,
  posted: 'Your comment is posted.',
} as const;

interface Values {
  name: string;
  email: string;
  comment: string;
}
type Errors = Partial<Record<keyof Values, string>>;

// The API's pattern for a comment's email. Not shared/lib/validation: each shared module is an entry in
// the share map every blog page downloads (remoteEntry.js), for two lines.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MESSAGE = 'Please enter a valid email address';

function validate({ name, email, comment }: Values): Errors {
  const errors: Errors = {};
  const trimmedName = name.trim();
  if (trimmedName.length < COMMENT_LIMITS.nameMin || trimmedName.length > COMMENT_LIMITS.nameMax) {
    errors.name = COMMENT_FORM_MESSAGES.name;
  } else if (countLinks(trimmedName) > 0) errors.name = COMMENT_FORM_MESSAGES.nameLink;
  if (!EMAIL.test(email.trim()) || email.trim().length > 254) errors.email = EMAIL_MESSAGE;
  const trimmedComment = comment.trim();
  if (
    trimmedComment.length < COMMENT_LIMITS.commentMin ||
    trimmedComment.length > COMMENT_LIMITS.commentMax
  ) {
    errors.comment = COMMENT_FORM_MESSAGES.comment;
  } else if (countLinks(trimmedComment) > COMMENT_LIMITS.maxLinks)
    errors.comment = COMMENT_FORM_MESSAGES.links;
  return errors;
}

const Form = styled.form({
  display: 'grid',
  gap: space(2),
  padding: space(2.5),
  borderRadius: radius.card,
  border: `1px solid ${colors.divider}`,
  backgroundColor: colors.paper,
  [up('sm')]: { gridTemplateColumns: '1fr 1fr', padding: space(3) },
});

const Title = styled.h3({ ...text.h6, [up('sm')]: { gridColumn: '1 / -1' } });

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

const FieldError = styled.p({ ...text.caption, color: colors.error });

/** Off-screen (not display: none, which some bots skip): only a bot fills it in. */
const Honeypot = styled.div({ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' });

const Refusal = styled.p({ ...text.body2, color: colors.error, [up('sm')]: { gridColumn: '1 / -1' } });

const Posted = styled.p({ ...text.body2, fontWeight: 600, color: colors.success });

const Note = styled.p({
  ...text.caption,
  color: colors.text.secondary,
  [up('sm')]: { gridColumn: '1 / -1' },
});

const Actions = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space(1.5),
  [up('sm')]: { gridColumn: '1 / -1' },
});

/**
 * 'Leave a comment': name and email (the logged-in user's, until changed) and the comment, checked
 * here as the server checks them; the server's refusal is shown as it says it. A posted comment is
 * handed to `onPosted` and the comment box is emptied.
 */
export function CommentForm({ postId, onPosted }: { postId: string; onPosted: (comment: Comment) => void }) {
  const { user } = useAuth();
  const ids = useId();
  // null: not typed in yet, so the logged-in user's own stands.
  const [name, setName] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const values: Values = { name: name ?? user?.name ?? '', email: email ?? user?.email ?? '', comment };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const found = validate(values);
    setErrors(found);
    setRefusal(null);
    setStatus('');
    if (Object.keys(found).length > 0) return;
    sendingRef.current = true;
    setSending(true);
    try {
      const answer = await createComment({
        post_id: postId,
        name: values.name.trim(),
        email: values.email.trim(),
        comment: values.comment,
        website,
      });
      onPosted(answer.data);
      setComment('');
      setStatus(COMMENT_FORM_MESSAGES.posted);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : BLOG_READER_ERRORS.postComment);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  const field = (key: keyof Values) => ({
    id: `${ids}-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${ids}-${key}-error` : undefined,
  });
  const error = (key: keyof Values) =>
    errors[key] ? <FieldError id={`${ids}-${key}-error`}>{errors[key]}</FieldError> : null;

  return (
    <Form aria-label="Leave a comment" noValidate onSubmit={(event) => void submit(event)}>
      <Title>Leave a comment</Title>
      <Field>
        <Label htmlFor={`${ids}-name`}>Name</Label>
        <Input
          {...field('name')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => setName(event.target.value)}
        />
        {error('name')}
      </Field>
      <Field>
        <Label htmlFor={`${ids}-email`}>Email</Label>
        <Input
          {...field('email')}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error('email')}
      </Field>
      <Field wide>
        <Label htmlFor={`${ids}-comment`}>Comment</Label>
        <TextArea
          {...field('comment')}
          name="comment"
          rows={5}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        {error('comment')}
      </Field>
      <Honeypot aria-hidden>
        <label htmlFor={`${ids}-website`}>Website</label>
        <input
          id={`${ids}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </Honeypot>
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
      <Actions>
        <Button type="submit" variant="contained" disabled={sending} aria-busy={sending || undefined}>
          Post comment
        </Button>
        <Posted role="status">{status}</Posted>
      </Actions>
      <Note>Your email is not shown with your comment.</Note>
    </Form>
  );
}
