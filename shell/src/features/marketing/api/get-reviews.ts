import useSWR from 'swr';
import { apiRequest } from '@villa/shared/api/client';
import type { ReviewsResponse } from '@villa/shared/contracts/entities';

export const getReviews = () =>
  apiRequest<ReviewsResponse>('/reviews', { defaultMessage: 'Failed to fetch reviews' });

export const useReviews = () => useSWR('/reviews', getReviews);
