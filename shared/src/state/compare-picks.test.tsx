import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, renderHook } from '@testing-library/react';
import { COMPARE_STORAGE_KEY } from '@villa/api/contract/compare';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import { useCompareWanted } from './compare-picks.ts';

afterEach(() => localStorage.clear());

// The first touch is one promise per page (lib/first-touch.ts), so the test that touches comes last.
describe('whether the compare code is worth loading', () => {
  it('is not, for a buyer with no picks who has not touched the page', () => {
    const { result } = renderHook(() => useCompareWanted(true));
    expect(result.current).toBe(false);
  });

  it('is, when the browser holds picks from an earlier visit', () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, '[{"slug":"a","name":"A"}]');
    expect(renderHook(() => useCompareWanted()).result.current).toBe(true);
  });

  it('is, once a pick is told on the bus', () => {
    const { result } = renderHook(() => useCompareWanted());
    act(() => emitVillaEvent('compare:changed', { slugs: ['a'], full: false }));
    expect(result.current).toBe(true);
  });

  it("is, for the cards, at the buyer's first touch; the tray waits for a pick", async () => {
    const cards = renderHook(() => useCompareWanted(true));
    const tray = renderHook(() => useCompareWanted());
    await act(async () => {
      fireEvent.scroll(window);
      await Promise.resolve();
    });
    expect(cards.result.current).toBe(true);
    expect(tray.result.current).toBe(false);
  });
});
