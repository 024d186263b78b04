import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { emitVillaEvent, onVillaEvent, useVillaEvent } from './events.ts';

describe('villa event bus', () => {
  it('delivers an event emitted by one bundled copy to a listener of another copy', async () => {
    vi.resetModules();
    const embedCopy = await import('./events.ts');
    vi.resetModules();
    const shellCopy = await import('./events.ts');
    expect(embedCopy).not.toBe(shellCopy);

    const heard = vi.fn();
    const stop = shellCopy.onVillaEvent('enquiry:open', heard);
    embedCopy.emitVillaEvent('enquiry:open', { title: 'Villa 12', withSchedule: true });
    stop();

    expect(heard).toHaveBeenCalledExactlyOnceWith({ title: 'Villa 12', withSchedule: true });
  });

  it('rides on a window CustomEvent named villa:<event>', () => {
    const seen = vi.fn();
    const listener = (event: Event) => seen((event as CustomEvent).detail);
    window.addEventListener('villa:city:changed', listener);
    emitVillaEvent('city:changed', { city: 'Mysore' });
    window.removeEventListener('villa:city:changed', listener);
    expect(seen).toHaveBeenCalledWith({ city: 'Mysore' });
  });

  it('stops delivering after unsubscribe', () => {
    const heard = vi.fn();
    const stop = onVillaEvent('city:changed', heard);
    emitVillaEvent('city:changed', { city: 'Hosur' });
    stop();
    emitVillaEvent('city:changed', { city: 'Mysore' });
    expect(heard).toHaveBeenCalledExactlyOnceWith({ city: 'Hosur' });
  });

  it('keeps events on a given target to that target', () => {
    const target = new EventTarget();
    const onTarget = vi.fn();
    const onWindow = vi.fn();
    const stopTarget = onVillaEvent('city:changed', onTarget, target);
    const stopWindow = onVillaEvent('city:changed', onWindow);
    emitVillaEvent('city:changed', { city: 'Hosur' }, target);
    stopTarget();
    stopWindow();
    expect(onTarget).toHaveBeenCalledWith({ city: 'Hosur' });
    expect(onWindow).not.toHaveBeenCalled();
  });

  it('useVillaEvent calls the latest handler and stops listening on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ handler }) => useVillaEvent('auth:changed', handler), {
      initialProps: { handler: first },
    });
    rerender({ handler: second });
    emitVillaEvent('auth:changed', { user: null });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledExactlyOnceWith({ user: null });

    unmount();
    emitVillaEvent('auth:changed', { user: null });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('rejects unknown events and wrong payloads at compile time', () => {
    const target = new EventTarget();
    // @ts-expect-error 'enquiry:close' is not in VillaEventMap
    emitVillaEvent('enquiry:close', {}, target);
    // @ts-expect-error city must be a string
    emitVillaEvent('city:changed', { city: 42 }, target);
    // @ts-expect-error the wishlist tells no other app: its hearts and page share one SWR cache
    emitVillaEvent('wishlist:changed', { unitId: 'u1', inWishlist: true }, target);
    // @ts-expect-error city is required
    emitVillaEvent('city:changed', {}, target);
    // @ts-expect-error the handler's payload is { city: string }, not a number
    onVillaEvent('city:changed', (payload: number) => payload, target);
    // @ts-expect-error unknown enquiry field
    emitVillaEvent('enquiry:open', { colour: 'red' }, target);
    expect(true).toBe(true);
  });
});
