import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './use-progressive-count.ts';

describe('useProgressiveCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the first screenful at once and the whole list after the first paint', async () => {
    const { result } = renderHook(() => useProgressiveCount(100, 8, 'Bengaluru'));
    expect(result.current).toEqual({ count: 8, complete: false });
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toEqual({ count: 100, complete: true });
  });

  it('is complete at once for a list no longer than the first screenful', () => {
    const { result } = renderHook(() => useProgressiveCount(5, 8, 'Bengaluru'));
    expect(result.current).toEqual({ count: 5, complete: true });
  });

  it('reveals a grown list (the next page) in full after the first paint', async () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 8, 'Bengaluru'), {
      initialProps: { total: 100 },
    });
    await act(() => vi.runAllTimersAsync());
    rerender({ total: 200 });
    expect(result.current).toEqual({ count: 100, complete: false });
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toEqual({ count: 200, complete: true });
  });

  it('starts over with the first screenful for another list', async () => {
    const { result, rerender } = renderHook(({ city }) => useProgressiveCount(100, 8, city), {
      initialProps: { city: 'Bengaluru' },
    });
    await act(() => vi.runAllTimersAsync());
    rerender({ city: 'Mysore' });
    expect(result.current).toEqual({ count: 8, complete: false });
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toEqual({ count: 100, complete: true });
  });
});
