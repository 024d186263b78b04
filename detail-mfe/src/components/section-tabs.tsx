import { useEffect, useRef, useState, type RefObject } from 'react';
import styled from '@emotion/styled';
import { moveTabFocus, Tab } from '@villa/shared/ui/kit';
import { colors, space, up } from '@villa/shared/ui/tokens';
import { sectionId, sectionLabel, sectionScrollOffset, type SectionName } from '../config/sections.ts';
import { useActiveSection } from '../hooks/use-active-section.ts';

/** How long a tab's scroll keeps following its section while the sections above it load and grow. */
export const FOLLOW_SECTION_MS = 3000;

let stopFollowing: (() => void) | undefined;

/**
 * Scrolls smoothly to a section, leaving room for the sticky header and this bar (spec 2.4). The
 * sections on the way load as the page passes them and grow, which moves the target: the scroll
 * follows it for a while, until the reader scrolls themselves.
 */
export function scrollToSection(id: string): void {
  stopFollowing?.();
  const element = document.getElementById(id);
  if (!element) return;
  const targetTop = () =>
    Math.max(
      0,
      element.getBoundingClientRect().top + window.scrollY - sectionScrollOffset(window.innerWidth),
    );
  let wanted = targetTop();
  window.scrollTo({ top: wanted, behavior: 'smooth' });

  const until = performance.now() + FOLLOW_SECTION_MS;
  let frame = 0;
  const follow = () => {
    const now = targetTop();
    if (Math.abs(now - wanted) > 1) {
      wanted = now;
      window.scrollTo({ top: wanted, behavior: 'smooth' });
    }
    if (performance.now() < until) frame = requestAnimationFrame(follow);
    else stop();
  };
  const userEvents = ['wheel', 'touchstart', 'keydown'] as const;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of userEvents) window.removeEventListener(type, stop);
    stopFollowing = undefined;
  };
  for (const type of userEvents) window.addEventListener(type, stop, { passive: true });
  stopFollowing = stop;
  frame = requestAnimationFrame(follow);
}

// A tab bar without MUI (it is on the first screen), laid out as MUI's scrollable Tabs were: 48 px
// tall tabs, the selected one in the brand colour over a 2 px bar, and arrows on either side once the
// tabs overflow, the arrow of the side that can't scroll kept in place but invisible.

const Bar = styled.nav({
  position: 'sticky',
  top: 56,
  zIndex: 2,
  backgroundColor: colors.background,
  borderBottom: `1px solid ${colors.divider}`,
  marginInline: space(-2),
  [up('sm')]: { top: 64, marginInline: 0 },
});

const Strip = styled.div({ display: 'flex', minHeight: 48, overflow: 'hidden' });

const Scroller = styled.div({
  position: 'relative',
  display: 'inline-block',
  flex: '1 1 auto',
  whiteSpace: 'nowrap',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
});

const TabList = styled.div({ display: 'flex' });

/** An arrow that scrolls the tabs by a screenful; not a tab stop (the tabs are reached by keyboard). */
const ScrollArrow = styled.div({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  flexShrink: 0,
  opacity: 0.8,
  cursor: 'pointer',
  userSelect: 'none',
  '&[data-disabled]': { opacity: 0, pointerEvents: 'none', cursor: 'default' },
});

const ARROW_PATHS = {
  start: 'M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z',
  end: 'M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z',
} as const;

function Arrow({
  side,
  disabled,
  onClick,
}: {
  side: 'start' | 'end';
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <ScrollArrow data-disabled={disabled || undefined} onClick={onClick}>
      <svg
        aria-hidden
        focusable="false"
        viewBox="0 0 24 24"
        width="1.25rem"
        height="1.25rem"
        fill="currentColor"
      >
        <path d={ARROW_PATHS[side]} />
      </svg>
    </ScrollArrow>
  );
}

/** An arrow shows only while more than this many pixels remain to scroll on its side (spec 2.4). */
export const ARROW_MIN_REMAINING_PX = 10;

/** Whether the tabs can still scroll towards the start and towards the end, by more than 10 px. */
function useScrollRoom(scroller: RefObject<HTMLDivElement | null>, list: RefObject<HTMLDivElement | null>) {
  const [room, setRoom] = useState({ start: false, end: false });
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const measure = () => {
      const remaining = box.scrollWidth - box.clientWidth - box.scrollLeft;
      const next = {
        start: box.scrollLeft > ARROW_MIN_REMAINING_PX,
        end: remaining > ARROW_MIN_REMAINING_PX,
      };
      setRoom((now) => (now.start === next.start && now.end === next.end ? now : next));
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    // The bar and the tabs change width with the window and when the tabs change.
    const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resizes?.observe(box);
    if (list.current) resizes?.observe(list.current);
    return () => {
      box.removeEventListener('scroll', measure);
      resizes?.disconnect();
    };
  }, [scroller, list]);
  return room;
}

/**
 * The sticky row of section tabs of a detail page (spec 2.4): upper-case labels, scrollable with
 * arrows on narrow screens, the section being read highlighted.
 */
export function SectionTabs({ sections }: { sections: readonly SectionName[] }) {
  const ids = sections.map(sectionId);
  const key = ids.join(' ');
  const [active, setActive] = useActiveSection(ids);
  const selected = active && ids.includes(active) ? active : undefined;
  // The tab stop follows the focus inside the bar, and is the selected tab from outside it.
  const [focused, setFocused] = useState<string>();
  const tabStop = focused ?? selected ?? ids[0];
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const room = useScrollRoom(scroller, list);
  const firstRender = useRef(true);

  // Scrolls the selected tab to the middle of the bar as the reader moves through the page (spec 2.4).
  useEffect(() => {
    const box = scroller.current;
    const tab = selected ? list.current?.children[key.split(' ').indexOf(selected)] : undefined;
    if (!box || !tab) return;
    const boxRect = box.getBoundingClientRect();
    const tabRect = tab.getBoundingClientRect();
    const left = box.scrollLeft + tabRect.left - boxRect.left - (boxRect.width - tabRect.width) / 2;
    const behavior = firstRender.current ? 'instant' : 'smooth';
    firstRender.current = false;
    if (typeof box.scrollTo === 'function') box.scrollTo({ left: Math.max(0, left), behavior });
  }, [selected, key]);

  /** Scrolls by as many whole tabs as fit in the bar. */
  const scrollBy = (direction: 1 | -1) => {
    const box = scroller.current;
    if (!box || !list.current) return;
    let distance = 0;
    for (const tab of Array.from(list.current.children) as HTMLElement[]) {
      if (distance + tab.clientWidth > box.clientWidth) {
        if (distance === 0) distance = box.clientWidth;
        break;
      }
      distance += tab.clientWidth;
    }
    if (typeof box.scrollBy === 'function') box.scrollBy({ left: direction * distance, behavior: 'smooth' });
  };

  const showArrows = room.start || room.end;
  return (
    <Bar aria-label="Sections">
      <Strip>
        {showArrows ? <Arrow side="start" disabled={!room.start} onClick={() => scrollBy(-1)} /> : null}
        <Scroller ref={scroller}>
          <TabList
            ref={list}
            role="tablist"
            aria-label="Sections of this page"
            onKeyDown={moveTabFocus}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) setFocused(undefined);
            }}
          >
            {sections.map((name) => {
              const id = sectionId(name);
              const isSelected = id === selected;
              return (
                <Tab
                  key={name}
                  type="button"
                  role="tab"
                  aria-selected={isSelected}
                  tabIndex={id === tabStop ? 0 : -1}
                  onFocus={() => setFocused(id)}
                  onClick={() => {
                    // As a tab does: choosing the selected one again changes nothing.
                    if (isSelected) return;
                    setActive(id);
                    scrollToSection(id);
                  }}
                >
                  {sectionLabel(name)}
                </Tab>
              );
            })}
          </TabList>
        </Scroller>
        {showArrows ? <Arrow side="end" disabled={!room.end} onClick={() => scrollBy(1)} /> : null}
      </Strip>
    </Bar>
  );
}
