import { ApiError } from '@villa/shared/api/client';

/** The API answered 404: the post, tag or category does not exist. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export const errorText = (error: unknown): string =>
  `Error: ${error instanceof Error ? error.message : 'Something went wrong'}`;
