import { useEffect, useRef, useState, type RefObject } from 'react';
import styled from '@emotion/styled';
import { moveTabFocus, Tab } from '@villa/shared/ui/kit';
import { colors, space, up } from '@villa/shared/ui/tokens';
import { sectionId, sectionLabel, sectionScrollOffset, type SectionName } from '../config/sections.ts';
import { useActiveSection } from '../hooks/use-active-section.ts';

/** Scrolls smoothly to a section, leaving room for the sticky header and this bar (spec 2.4). */
export function scrollToSection(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - sectionScrollOffset(window.innerWidth);
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
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

/** Whether the first and the last tab are out of sight: then the arrow of that side can scroll. */
function useOverflow(
  scroller: RefObject<HTMLDivElement | null>,
  list: RefObject<HTMLDivElement | null>,
  /** The tabs' ids: observed again when they change. */
  key: string,
) {
  const [hidden, setHidden] = useState({ start: false, end: false });
  useEffect(() => {
    const tabs = list.current?.children;
    const first = tabs?.[0];
    const last = tabs?.[tabs.length - 1];
    if (!first || !last || typeof IntersectionObserver === 'undefined') return;
    const watch = (tab: Element, side: 'start' | 'end') => {
      const observer = new IntersectionObserver(
        ([entry]) => {
          if (entry) setHidden((now) => ({ ...now, [side]: !entry.isIntersecting }));
        },
        { root: scroller.current, threshold: 0.99 },
      );
      observer.observe(tab);
      return observer;
    };
    const observers = [watch(first, 'start'), watch(last, 'end')];
    return () => observers.forEach((observer) => observer.disconnect());
  }, [scroller, list, key]);
  return hidden;
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
  const overflow = useOverflow(scroller, list, key);
  const firstRender = useRef(true);

  // Keeps the selected tab in sight as the reader moves through the page.
  useEffect(() => {
    const box = scroller.current;
    const tab = selected ? list.current?.children[key.split(' ').indexOf(selected)] : undefined;
    if (!box || !tab) return;
    const boxRect = box.getBoundingClientRect();
    const tabRect = tab.getBoundingClientRect();
    let left: number | undefined;
    if (tabRect.left < boxRect.left || tabRect.width > boxRect.width) {
      left = box.scrollLeft + tabRect.left - boxRect.left;
    } else if (tabRect.right > boxRect.right) {
      left = box.scrollLeft + tabRect.right - boxRect.right;
    }
    const behavior = firstRender.current ? 'instant' : 'smooth';
    firstRender.current = false;
    if (left !== undefined && typeof box.scrollTo === 'function') box.scrollTo({ left, behavior });
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

  const showArrows = overflow.start || overflow.end;
  return (
    <Bar aria-label="Sections">
      <Strip>
        {showArrows ? <Arrow side="start" disabled={!overflow.start} onClick={() => scrollBy(-1)} /> : null}
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
        {showArrows ? <Arrow side="end" disabled={!overflow.end} onClick={() => scrollBy(1)} /> : null}
      </Strip>
    </Bar>
  );
}
