// The first-paint kit: the few elements every first screen is made of (layout, buttons, cards,
// chips, skeletons, a spinner), styled with emotion and the tokens, with no MUI. A page whose first
// screen uses only these, and plain elements styled the same way, downloads none of MUI; MUI's
// components (and its theme, through <MuiTheme>) come with the dialogs, forms and pickers that
// load on intent (docs/sharing.md).
import type { ComponentProps, KeyboardEvent, ReactNode } from 'react';
import styled from '@emotion/styled';
import { Global, keyframes } from '@emotion/react';
import { Link as RouterLink } from '@villa/shared/router';
import { colors, FONT_STACK, radius, shadows, space, text, up } from '@villa/shared/ui/tokens';

/** The page's base styles (what MUI's CssBaseline did): border-box, the font, the background. */
export function BaseStyles() {
  return (
    <Global
      styles={{
        html: {
          WebkitFontSmoothing: 'antialiased',
          MozOsxFontSmoothing: 'grayscale',
          boxSizing: 'border-box',
          WebkitTextSizeAdjust: '100%',
        },
        '*, *::before, *::after': { boxSizing: 'inherit' },
        'strong, b': { fontWeight: 700 },
        body: {
          ...text.body1,
          fontFamily: FONT_STACK,
          color: colors.text.primary,
          backgroundColor: colors.background,
        },
      }}
    />
  );
}

/** MUI's Container at its default 1200 px: centred, with 16 px (24 px from 600 px) of side padding. */
export const Container = styled.div({
  width: '100%',
  maxWidth: 1200,
  marginInline: 'auto',
  paddingInline: space(2),
  [up('sm')]: { paddingInline: space(3) },
});

export type ButtonVariant = 'text' | 'contained' | 'outlined';
export type ButtonSize = 'small' | 'medium' | 'large';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** 'inherit' takes the colour of the text around it (a header's links). */
  color?: 'primary' | 'secondary' | 'inherit';
}

// The theme gives every MUI button 20 px of side padding.
const BUTTON_PADDING: Record<ButtonSize, string> = {
  small: '4px 20px',
  medium: '6px 20px',
  large: '8px 20px',
};

/** A pill button's look, as the theme's MUI buttons have it. */
function buttonStyles({ variant = 'text', size = 'medium', color = 'primary' }: ButtonLook) {
  const palette = color === 'secondary' ? colors.secondary : colors.primary;
  const main = color === 'inherit' ? 'currentColor' : palette.main;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space(1),
    minWidth: 64,
    padding: BUTTON_PADDING[size],
    border: variant === 'outlined' ? `1px solid ${color === 'inherit' ? 'currentColor' : palette.light}` : 0,
    borderRadius: radius.pill,
    font: 'inherit',
    fontSize: size === 'large' ? '0.9375rem' : size === 'small' ? '0.8125rem' : '0.875rem',
    fontWeight: 600,
    lineHeight: 1.75,
    textDecoration: 'none',
    whiteSpace: 'nowrap' as const,
    cursor: 'pointer',
    color: variant === 'contained' ? palette.contrastText : main,
    backgroundColor: variant === 'contained' ? palette.main : 'transparent',
    transition: 'background-color 150ms',
    '&:hover': { backgroundColor: variant === 'contained' ? palette.dark : colors.hover },
    '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'default', opacity: 0.5 },
  };
}

/**
 * An emotion `shouldForwardProp` that keeps the named style props off the element, and `as` too:
 * emotion changes the element for `as` only when the filter stops it (one that let it through would
 * write `<p as="h1">`).
 */
export const withoutProps =
  (...names: string[]) =>
  (prop: string): boolean =>
    prop !== 'as' && !names.includes(prop);

const notLook = withoutProps('variant', 'size', 'color', 'fullWidth');

/** A button: text (default), contained or outlined. */
export const Button = styled('button', { shouldForwardProp: notLook })<ButtonLook & { fullWidth?: boolean }>(
  (look) => ({ ...buttonStyles(look), width: look.fullWidth ? '100%' : undefined }),
);

/** A link inside the app that looks like a button. */
export const ButtonLink = styled(RouterLink, { shouldForwardProp: notLook })<ButtonLook>(buttonStyles);

/** A round, 40 px button holding an icon; name it with aria-label. */
export const IconButton = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&:hover': { backgroundColor: colors.hover },
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 2 },
});

/** A card: paper, rounded, a hairline border and a soft shadow. */
export const Card = styled.div({
  overflow: 'hidden',
  borderRadius: radius.card,
  border: '1px solid rgba(28, 36, 33, 0.08)',
  boxShadow: shadows.card,
  backgroundColor: colors.paper,
  color: colors.text.primary,
});

/** A small pill label (a tag, a status): outlined, or filled with `filled`. */
export const Chip = styled('span', {
  shouldForwardProp: withoutProps('filled', 'tone'),
})<{
  filled?: boolean;
  tone?: 'default' | 'primary' | 'success';
}>(({ filled = false, tone = 'default' }) => {
  const main =
    tone === 'primary' ? colors.primary.main : tone === 'success' ? colors.success : colors.text.primary;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    height: 24,
    paddingInline: 8,
    borderRadius: radius.pill,
    ...text.caption,
    fontSize: '0.8125rem',
    fontWeight: 600,
    whiteSpace: 'nowrap',
    color: filled && tone !== 'default' ? colors.paper : main,
    backgroundColor: filled ? (tone === 'default' ? colors.muted : main) : 'transparent',
    border: filled ? 0 : `1px solid ${tone === 'default' ? colors.divider : main}`,
  };
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.4 } });

const SkeletonShape = styled('span', {
  shouldForwardProp: withoutProps('shape', 'width', 'height'),
})<{
  shape?: 'text' | 'rect' | 'rounded' | 'circle';
  width?: number | string;
  height?: number | string;
}>(({ shape = 'text', width, height }) => ({
  display: 'block',
  width: width ?? '100%',
  height,
  // A line of text is a bar inside the line's height (a no-break space gives it one), as MUI draws it.
  transform: shape === 'text' ? 'scale(1, 0.6)' : undefined,
  '&:empty::before': shape === 'text' && height === undefined ? { content: '"\\00a0"' } : undefined,
  borderRadius: shape === 'circle' ? '50%' : shape === 'rect' ? 0 : shape === 'text' ? 4 : radius.control,
  backgroundColor: colors.muted,
  animation: `${pulse} 1.5s ease-in-out 0.5s infinite`,
}));

/** The grey shape of something still loading, at that thing's size. Hidden from screen readers. */
export function Skeleton(props: ComponentProps<typeof SkeletonShape>) {
  return <SkeletonShape aria-hidden {...props} />;
}

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const SpinnerRing = styled.svg({ flex: 'none', animation: `${spin} 1.1s linear infinite` });

/** An indeterminate spinner. With a label it is a progressbar a screen reader names; without, decoration. */
export function Spinner({ size = 32, label }: { size?: number; label?: string }) {
  return (
    <SpinnerRing
      width={size}
      height={size}
      viewBox="22 22 44 44"
      {...(label ? { role: 'progressbar', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <circle
        cx="44"
        cy="44"
        r="20.2"
        fill="none"
        strokeWidth="3.6"
        stroke={colors.primary.main}
        strokeDasharray="80 200"
      />
    </SpinnerRing>
  );
}

/** A row of tabs (role="tablist" is the caller's): 48 px tall over a hairline. */
export const TabList = styled.div({
  display: 'flex',
  minHeight: 48,
  overflow: 'hidden',
  borderBottom: `1px solid ${colors.divider}`,
});

/**
 * A tab (role="tab", aria-selected) as the theme's MUI tabs look: 14 px semibold, the selected one
 * in the brand colour over a 2 px bar. `fill` shares the row's width equally.
 */
export const Tab = styled('button', { shouldForwardProp: withoutProps('fill') })<{
  fill?: boolean;
}>(({ fill = false }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: fill ? '1 1 0' : '0 0 auto',
  minWidth: 90,
  maxWidth: fill ? undefined : 360,
  minHeight: 48,
  margin: 0,
  padding: space(1.5, 2),
  border: 0,
  borderRadius: 0,
  overflow: 'hidden',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.25,
  letterSpacing: '0.02857em',
  whiteSpace: 'normal',
  textAlign: 'center',
  color: colors.text.secondary,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  '&[aria-selected="true"]': { color: colors.primary.main },
  '&[aria-selected="true"]::after': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    bottom: 0,
    height: 2,
    backgroundColor: colors.primary.main,
  },
  // Inset: a tab list clips what overflows it.
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: -3 },
}));

/**
 * A tab list's keys (WAI-ARIA tabs with manual activation, as MUI's): the arrow keys move the focus
 * to the next or previous tab, round from the last to the first, Home and End to the ends; Enter,
 * Space or a click select. Put it on the element holding the tabs.
 */
export function moveTabFocus(event: KeyboardEvent<HTMLElement>): void {
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
  const index = tabs.indexOf(event.target as HTMLElement);
  if (index < 0) return;
  const last = tabs.length - 1;
  const targets: Record<string, number> = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  const next = targets[event.key];
  if (next === undefined) return;
  event.preventDefault();
  tabs[next]?.focus();
}

/** Text for screen readers only. */
export const VisuallyHidden = styled.span({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A line of text in one of the theme's styles, on the element that fits its meaning (`as`). */
export const Text = styled('p', { shouldForwardProp: withoutProps('look', 'tone') })<{
  /** A text style of the theme, or 'inherit' for the surrounding text's. */
  look?: keyof typeof text | 'inherit';
  tone?: 'primary' | 'secondary' | 'brand' | 'error';
  children?: ReactNode;
}>(({ look = 'body1', tone }) => ({
  ...(look === 'inherit' ? { margin: 0 } : text[look]),
  color:
    tone === 'secondary'
      ? colors.text.secondary
      : tone === 'brand'
        ? colors.primary.main
        : tone === 'error'
          ? colors.error
          : tone === 'primary'
            ? colors.text.primary
            : undefined,
}));
