// The comment form's values, rules and payload (POST /blog/comments): checked here as the server
// checks them (CommentBodySchema and the engagement repository), so a comment that passes is taken.
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@villa/api/contract/field-rules';
import type { CommentBody } from '@villa/api/schemas';
import { onlyProblems, type FormErrors } from '@villa/shared/forms/form';
import { COMMENT_LIMITS } from '../../../config/blog-reader.ts';

export interface CommentFormValues {
  name: string;
  email: string;
  comment: string;
  /** The honeypot: off-screen, so only a bot fills it in. */
  website: string;
}

export const COMMENT_FORM_DEFAULTS: CommentFormValues = { name: '', email: '', comment: '', website: '' };

export const COMMENT_FORM_MESSAGES = {
  name: `Please enter your name (${COMMENT_LIMITS.nameMin} to ${COMMENT_LIMITS.nameMax} characters)`,
  nameLink: 'Please leave links out of your name',
  comment: `Please write a comment of ${COMMENT_LIMITS.commentMin} to ${COMMENT_LIMITS.commentMax} characters`,
  links: `Please keep to at most ${COMMENT_LIMITS.maxLinks} links in a comment`,
  /** Spec 5's words for an email address that is not one (VALIDATION_MESSAGES.email of shared/lib/validation). */
  email: 'Please enter a valid email address',
  posted: 'Your comment is posted.',
} as const;

// The API's own email rule (EmailSchema's pattern and length). Not shared/lib/validation's isEmail:
// each shared module is an entry in the share map that every blog page downloads (remoteEntry.js).
const EMAIL = new RegExp(EMAIL_PATTERN);
const emailProblem = (email: string) =>
  EMAIL.test(email.trim()) && email.trim().length <= EMAIL_MAX_LENGTH ? null : COMMENT_FORM_MESSAGES.email;

/**
 * Links as the server counts them (api/src/plugins/app/blog-engagement-repository.ts): http(s)://,
 * www. and bare domains with a path.
 */
const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/\S*/gi;
const countLinks = (value: string) => value.match(LINK)?.length ?? 0;

const within = (value: string, min: number, max: number) => value.length >= min && value.length <= max;

function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!within(trimmed, COMMENT_LIMITS.nameMin, COMMENT_LIMITS.nameMax)) return COMMENT_FORM_MESSAGES.name;
  return countLinks(trimmed) > 0 ? COMMENT_FORM_MESSAGES.nameLink : null;
}

function commentProblem(comment: string): string | null {
  const trimmed = comment.trim();
  if (!within(trimmed, COMMENT_LIMITS.commentMin, COMMENT_LIMITS.commentMax)) {
    return COMMENT_FORM_MESSAGES.comment;
  }
  return countLinks(trimmed) > COMMENT_LIMITS.maxLinks ? COMMENT_FORM_MESSAGES.links : null;
}

/** Each wrong field with its message. */
export function validateCommentForm(values: CommentFormValues): FormErrors<CommentFormValues> {
  return onlyProblems<CommentFormValues>({
    name: nameProblem(values.name),
    email: emailProblem(values.email),
    comment: commentProblem(values.comment),
  });
}

/** What POST /blog/comments takes, from values that passed the rules. */
export const commentPayload = (postId: string, values: CommentFormValues): CommentBody => ({
  post_id: postId,
  name: values.name.trim(),
  email: values.email.trim(),
  comment: values.comment,
  website: values.website,
});
