// The catalogue editor's calls: a project or a villa as the studio edits it (GET), created (POST) and
// changed (PATCH). A 400 names the field it is about (field-errors.ts puts it under that field).
import useSWR from 'swr';
import type {
  ProjectCreate,
  ProjectPatch,
  StudioProjectRecord,
  StudioUnitRecord,
  UnitCreate,
  UnitPatch,
} from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

const id = (value: string) => encodeURIComponent(value);

export const unitKey = (unitId: string) => ['studio', 'unit', unitId] as const;

export const getUnit = (unitId: string) =>
  studioRequest<{ data: StudioUnitRecord }>(`/studio/units/${id(unitId)}`, {
    defaultMessage: 'Failed to load the villa',
  }).then((response) => response.data);

/** A villa as the studio edits it (null: none asked for, the create form). */
export const useUnit = (unitId: string | null) =>
  useSWR(unitId ? unitKey(unitId) : null, ([, , key]) => getUnit(key), { revalidateOnFocus: false });

export const createProject = (body: ProjectCreate) =>
  studioRequest<{ data: StudioProjectRecord }>('/studio/projects', {
    method: 'POST',
    body,
    defaultMessage: 'Failed to create the project',
  }).then((response) => response.data);

export const patchProject = (projectId: string, body: ProjectPatch) =>
  studioRequest<{ data: StudioProjectRecord }>(`/studio/projects/${id(projectId)}`, {
    method: 'PATCH',
    body,
    defaultMessage: 'Failed to save the project',
  }).then((response) => response.data);

export const createUnit = (projectId: string, body: UnitCreate) =>
  studioRequest<{ data: StudioUnitRecord }>(`/studio/projects/${id(projectId)}/units`, {
    method: 'POST',
    body,
    defaultMessage: 'Failed to create the villa',
  }).then((response) => response.data);

export const patchUnit = (unitId: string, body: UnitPatch) =>
  studioRequest<{ data: StudioUnitRecord }>(`/studio/units/${id(unitId)}`, {
    method: 'PATCH',
    body,
    defaultMessage: 'Failed to save the villa',
  }).then((response) => response.data);
