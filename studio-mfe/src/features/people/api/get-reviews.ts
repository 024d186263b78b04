import useSWR from 'swr';
import type { ReviewsResponse } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

export const reviewsKey = ['studio', 'reviews'] as const;

/** The customer reviews as the buyer pages read them (`GET /reviews`), newest first. */
export const getReviews = () =>
  studioRequest<ReviewsResponse>('/reviews', { defaultMessage: 'Failed to load the reviews' }).then(
    (response) => response.data,
  );

export const useReviews = () => useSWR(reviewsKey, getReviews, { revalidateOnFocus: false });
