import { afterEach, describe, expect, it } from 'vitest';
import { VISITOR_ID_STORAGE_KEY } from '../../../config/blog-reader.ts';
import { getVisitorId } from './use-visitor-id.ts';

afterEach(() => localStorage.clear());

describe('getVisitorId', () => {
  it('makes 32 hex digits on the first visit and keeps them in localStorage', () => {
    const id = getVisitorId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBe(id);
    expect(getVisitorId()).toBe(id);
  });

  it('replaces a stored id the API would refuse', () => {
    localStorage.setItem(VISITOR_ID_STORAGE_KEY, 'bad id!');
    const id = getVisitorId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBe(id);
  });
});
