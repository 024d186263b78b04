// The parts villa and project cards (and their skeletons) are laid out with, so a card and its
// stand-in measure the same (CARD_BODY_HEIGHT in card-skeleton.tsx).
import styled from '@emotion/styled';
import { Link } from '@villa/shared/router';
import { Card, IconButton } from '@villa/shared/ui/kit';
import { PriceText } from '@villa/shared/ui/price-text';
import { SafeImage } from '@villa/shared/ui/safe-image';
import { colors, space, text } from '@villa/shared/ui/tokens';

/** A card as tall as its grid cell; the element it is rendered as is set with `as`. */
export const CardFrame = styled(Card)({ position: 'relative', height: '100%' });

/**
 * The whole card as one control (a button or a link), as MUI's CardActionArea: a faint wash of the
 * text colour under the pointer and a stronger one on keyboard focus.
 */
const cardActionStyles = {
  position: 'relative',
  display: 'block',
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: 'inherit',
  outline: 0,
  font: 'inherit',
  color: 'inherit',
  textAlign: 'inherit',
  textDecoration: 'none',
  verticalAlign: 'middle',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  userSelect: 'none',
  appearance: 'none',
  WebkitTapHighlightColor: 'transparent',
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: 'inherit',
    backgroundColor: 'currentColor',
    opacity: 0,
    pointerEvents: 'none',
    transition: 'opacity 250ms',
  },
  '&:hover::after': { opacity: 0.04 },
  '@media (hover: none)': { '&:hover::after': { opacity: 0 } },
  '&:focus-visible::after': { opacity: 0.12 },
} as const;

export const CardButton = styled.button(cardActionStyles);
export const CardLink = styled(Link)(cardActionStyles);

/** The picture's box: chips and actions are drawn over its corners. */
export const PictureFrame = styled.div({ position: 'relative' });

/** A card's 16:10 picture, the card's full width. */
export const CardPicture = styled(SafeImage)({ width: '100%', aspectRatio: '16 / 10' });

/** A white disc over the picture's corner: 8 px around a 20 px icon, with MUI's first elevation. */
export const CornerButton = styled(IconButton)({
  width: 36,
  height: 36,
  backgroundColor: 'rgba(255, 255, 255, 0.92)',
  boxShadow:
    '0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14),0px 1px 3px 0px rgba(0,0,0,0.12)',
  '&:hover': { backgroundColor: colors.paper },
});

/** What is drawn over the picture's top-left corner (a tag). */
export const PictureTag = { position: 'absolute', top: 12, left: 12 } as const;

/** The card's text: 16 px of padding, lines 8 px apart. */
export const CardBody = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space(1),
  padding: space(2),
});

/** The card's title: h6, a little smaller. */
export const CardTitle = styled.h3({ ...text.h6, fontSize: '1.05rem', lineHeight: 1.3 });

/** The card's price, bold in the brand colour (give it look="subtitle1" tone="brand"). */
export const CardPrice = styled(PriceText)({ fontWeight: 700 });
