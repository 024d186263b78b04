import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { END_NUDGE_PX, useEndNudge, useScrollTopOnNewResults } from './use-list-scroll.ts';

/** A list whose bottom edge sits `bottom` px from the top of the window. */
let bottom = 0;
function List({ complete }: { complete: boolean }) {
  const ref = useRef<HTMLUListElement>(null);
  useEndNudge(ref, complete);
  return <ul ref={ref} />;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const scrollBy = vi.fn();
function setDesktop(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: desktop && query.includes('768px') }));
}

beforeEach(() => {
  scrollBy.mockReset();
  vi.stubGlobal('scrollBy', scrollBy);
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ bottom }) as DOMRect);
  scrollTo(0);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useEndNudge', () => {
  it('on desktop, the first scroll up from the end of a complete list brings the page down 200 px, once', () => {
    setDesktop(true);
    render(<List complete />);
    bottom = 806; // within 12 px of the window's bottom: the end
    scrollTo(2000);
    bottom = 900;
    scrollTo(1900);
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ top: END_NUDGE_PX, behavior: 'smooth' });
    bottom = 806;
    scrollTo(2000);
    scrollTo(1900);
    expect(scrollBy).toHaveBeenCalledOnce();
  });

  it('with nothing listed (similar units asked for, none found), counts the page as at its end', () => {
    setDesktop(true);
    function NothingListed() {
      useEndNudge(null, true);
      return null;
    }
    render(<NothingListed />);
    scrollTo(300);
    expect(scrollBy).not.toHaveBeenCalled();
    scrollTo(250);
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ top: END_NUDGE_PX, behavior: 'smooth' });
  });

  it('does nothing before the end, while pages remain, or on a phone', () => {
    setDesktop(true);
    const { unmount } = render(<List complete />);
    bottom = 1000; // 200 px short of the end
    scrollTo(1500);
    scrollTo(1400);
    unmount();
    render(<List complete={false} />);
    bottom = 800;
    scrollTo(2000);
    scrollTo(1900);
    setDesktop(false);
    render(<List complete />);
    scrollTo(2000);
    scrollTo(1900);
    expect(scrollBy).not.toHaveBeenCalled();
  });
});

function Results({ resultsKey }: { resultsKey: string }) {
  useScrollTopOnNewResults(resultsKey);
  return null;
}

describe('useScrollTopOnNewResults', () => {
  it('on desktop, new results scroll the page smoothly to the top, also when the list remounts', () => {
    const scrollToMock = vi.fn();
    vi.stubGlobal('scrollTo', scrollToMock);
    setDesktop(true);
    const { rerender, unmount } = render(<Results resultsKey="Bengaluru||" />);
    rerender(<Results resultsKey="Bengaluru||" />);
    expect(scrollToMock).not.toHaveBeenCalled();
    rerender(<Results resultsKey='Bengaluru|{"bhk":"4"}|' />);
    expect(scrollToMock).toHaveBeenCalledExactlyOnceWith({ top: 0, behavior: 'smooth' });
    unmount();
    render(<Results resultsKey="Hyderabad||" />);
    expect(scrollToMock).toHaveBeenCalledTimes(2);
  });

  it('leaves a phone where it is', () => {
    const scrollToMock = vi.fn();
    vi.stubGlobal('scrollTo', scrollToMock);
    setDesktop(false);
    const { rerender } = render(<Results resultsKey="Mysore||" />);
    rerender(<Results resultsKey="Hosur||" />);
    expect(scrollToMock).not.toHaveBeenCalled();
  });
});
