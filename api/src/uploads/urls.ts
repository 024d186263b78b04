import type { UploadVariant } from '../schemas/index.ts';

/** Where an upload's stored size is served (GET /api/v1/uploads/{id}/{variant}). */
export const uploadUrl = (id: string, variant: UploadVariant) => `/api/v1/uploads/${id}/${variant}`;
