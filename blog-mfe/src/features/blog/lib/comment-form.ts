// The comment form's values, rules and payload (POST /blog/comments): checked here as the server
// checks them (CommentBodySchema and the engagement repository), so a comment that passes is taken.
import {
  COMMENT_RULES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  LINK_PATTERN,
} from '@villa/api/contract/field-rules';
import type { CommentBody } from '@villa/api/schemas';
import { onlyProblems, type FormErrors } from '@villa/shared/forms/form';

export interface CommentFormValues {
  name: string;
  email: string;
  comment: string;
  /** The honeypot: off-screen, so only a bot fills it in. */
  website: string;
}

export const COMMENT_FORM_DEFAULTS: CommentFormValues = { name: '', email: '', comment: '', website: '' };

export const COMMENT_FORM_MESSAGES = {
  name: `Please enter your name (${COMMENT_RULES.nameMin} to ${COMMENT_RULES.nameMax} characters)`,
  nameLink: 'Please leave links out of your name',
  comment: `Please write a comment of ${COMMENT_RULES.commentMin} to ${COMMENT_RULES.commentMax} characters`,
  links: `Please keep to at most ${COMMENT_RULES.maxLinks} links in a comment`,
  /** Spec 5's words for an email address that is not one (VALIDATION_MESSAGES.email of shared/lib/validation). */
  email: 'Please enter a valid email address',
  posted: 'Your comment is posted.',
} as const;

// The API's own email rule (EmailSchema's pattern and length). Not shared/lib/validation's isEmail:
// each shared module is an entry in the share map that every blog page downloads (remoteEntry.js).
const EMAIL = new RegExp(EMAIL_PATTERN);
const emailProblem = (email: string) =>
  EMAIL.test(email.trim()) && email.trim().length <= EMAIL_MAX_LENGTH ? null : COMMENT_FORM_MESSAGES.email;

/** Links as the server counts them (the contract's LINK_PATTERN). */
const LINK = new RegExp(LINK_PATTERN, 'gi');
const countLinks = (value: string) => value.match(LINK)?.length ?? 0;

const within = (value: string, min: number, max: number) => value.length >= min && value.length <= max;

function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!within(trimmed, COMMENT_RULES.nameMin, COMMENT_RULES.nameMax)) return COMMENT_FORM_MESSAGES.name;
  return countLinks(trimmed) > 0 ? COMMENT_FORM_MESSAGES.nameLink : null;
}

function commentProblem(comment: string): string | null {
  const trimmed = comment.trim();
  if (!within(trimmed, COMMENT_RULES.commentMin, COMMENT_RULES.commentMax)) {
    return COMMENT_FORM_MESSAGES.comment;
  }
  return countLinks(trimmed) > COMMENT_RULES.maxLinks ? COMMENT_FORM_MESSAGES.links : null;
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
