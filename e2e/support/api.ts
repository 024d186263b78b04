import { inject } from 'vitest';

/** Reads real data from the running API so tests follow the seed rather than hard-coding it. */
export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api/v1${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
