import { useEffect, type RefObject } from 'react';

/** Spec 9: the end of the list is reached within 12 px; the nudge is 200 px; desktop from 768 px. */
export const END_TOLERANCE_PX = 12;
export const END_NUDGE_PX = 200;
export const DESKTOP_QUERY = '(min-width: 768px)';

const isDesktop = () => window.matchMedia?.(DESKTOP_QUERY).matches === true;

/** The results the page last showed, across remounts of the list (a new city remounts it). */
let shownResults: string | undefined;

/**
 * Spec 2.2, on desktop: when new results replace the list (another city, filters or place), the
 * page scrolls smoothly to the top. Part of the grid that takes over at the buyer's first scroll:
 * until then the page is at the top already.
 */
export function useScrollTopOnNewResults(resultsKey: string | undefined): void {
  useEffect(() => {
    if (resultsKey === undefined) return;
    const previous = shownResults;
    shownResults = resultsKey;
    if (previous !== undefined && previous !== resultsKey && isDesktop()) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  }, [resultsKey]);
}

/**
 * Whether the list has reached its end (spec 2.2's scroll-to-bottom flag): its bottom within 12 px
 * of the window's, which also holds for a list too short to overflow.
 */
export const isAtEnd = (list: Element) =>
  list.getBoundingClientRect().bottom - window.innerHeight <= END_TOLERANCE_PX;

/**
 * Spec 2.2, on desktop: once the list is at its end with no further pages, the buyer's first scroll
 * up brings the page down 200 px again, once. With `list` null (nothing listed: similar units were
 * asked for and there are none) the page counts as at its end throughout, as the spec sets the flag.
 */
export function useEndNudge(list: RefObject<Element | null> | null, complete: boolean): void {
  useEffect(() => {
    if (!complete || !isDesktop()) return undefined;
    let atEnd = list === null;
    let lastY = window.scrollY;
    const onScroll = () => {
      const element = list?.current;
      if (list && !element) return;
      const scrolledUp = window.scrollY < lastY;
      lastY = window.scrollY;
      if (atEnd && scrolledUp) {
        window.removeEventListener('scroll', onScroll);
        window.scrollBy({ top: END_NUDGE_PX, behavior: 'smooth' });
        return;
      }
      atEnd = !element || isAtEnd(element);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [list, complete]);
}
