import { useCallback, useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { CloseIcon } from '@villa/shared/ui/icons';
import { IconButton } from '@villa/shared/ui/kit';
import { colors, radius, space, text } from '@villa/shared/ui/tokens';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import type { FilterChip } from '../model/filter-state.ts';

/** Spec 9: desktop from 768 px; on a phone the arrows need 3 or more chips; an end within 10 px is reached. */
const DESKTOP_QUERY = '(min-width: 768px)';
export const MOBILE_ARROWS_FROM = 3;
const END_TOLERANCE = 10;

const Row = styled.div({ display: 'flex', alignItems: 'center', minWidth: 0, flex: 1, gap: space(0.5) });

const Track = styled.ul({
  display: 'flex',
  gap: space(1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  scrollBehavior: 'smooth',
  flex: 1,
  minWidth: 0,
  '&::-webkit-scrollbar': { display: 'none' },
});

const ChipButton = styled.button({
  ...text.body2,
  display: 'inline-flex',
  alignItems: 'center',
  height: 32,
  paddingInline: space(1.5),
  border: `1px solid ${colors.primary.main}`,
  borderRadius: radius.pill,
  backgroundColor: '#eef4f1',
  color: colors.primary.dark,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 2 },
});

const Chip = styled.li({ display: 'inline-flex', alignItems: 'center', flex: 'none' });

const Remove = styled.button({
  display: 'inline-flex',
  marginLeft: -28,
  marginRight: 4,
  width: 24,
  height: 24,
  padding: 2,
  border: 0,
  borderRadius: '50%',
  backgroundColor: 'transparent',
  color: colors.primary.dark,
  cursor: 'pointer',
  '&:hover': { backgroundColor: colors.hover },
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}` },
});

const Arrow = styled(IconButton)({ flex: 'none', width: 32, height: 32, fontSize: 20, fontWeight: 700 });

export interface ChipRowProps {
  chips: FilterChip[];
  /** Clicking a chip opens the filter modal (spec 2.2). */
  onOpen: () => void;
  onRemove: (chip: FilterChip) => void;
}

/** The applied filters as removable chips, scrolled left and right with arrow buttons (spec 2.2). */
export function ChipRow({ chips, onOpen, onRemove }: ChipRowProps) {
  const track = useRef<HTMLUListElement>(null);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [ends, setEnds] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const { scrollLeft, scrollWidth, clientWidth } = element;
    setEnds({
      start: scrollLeft <= END_TOLERANCE,
      end: scrollWidth - clientWidth - scrollLeft <= END_TOLERANCE,
    });
  }, []);

  useEffect(() => {
    measure();
    const element = track.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, chips.length]);

  if (chips.length === 0) return null;
  const arrowsAllowed = isDesktop || chips.length >= MOBILE_ARROWS_FROM;
  const scrollBy = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.8, behavior: 'smooth' });

  return (
    <Row>
      {arrowsAllowed && !ends.start ? (
        <Arrow type="button" aria-label="Scroll filters left" onClick={() => scrollBy(-1)}>
          ‹
        </Arrow>
      ) : null}
      <Track ref={track} aria-label="Applied filters" onScroll={measure}>
        {chips.map((chip) => (
          <Chip key={chip.id}>
            <ChipButton type="button" onClick={onOpen} style={{ paddingRight: 32 }}>
              {chip.label}
            </ChipButton>
            <Remove type="button" aria-label={`Remove ${chip.label}`} onClick={() => onRemove(chip)}>
              <CloseIcon fontSize={20} />
            </Remove>
          </Chip>
        ))}
      </Track>
      {arrowsAllowed && !ends.end ? (
        <Arrow type="button" aria-label="Scroll filters right" onClick={() => scrollBy(1)}>
          ›
        </Arrow>
      ) : null}
    </Row>
  );
}
