import type { CSSProperties } from 'react';

// Small inline icons (Material Design paths), one export each: @mui/icons-material is not installed.
// Plain SVG, not MUI's SvgIcon, so a first screen that shows one downloads none of MUI. They are
// decorative (aria-hidden); the button or text next to one names it.

const SIZES = { small: '1.25rem', medium: '1.5rem', large: '2.1875rem', inherit: 'inherit' } as const;

export interface IconProps {
  /** MUI's icon sizes (20, 24 or 35 px, or the text's size), or a size in px. */
  fontSize?: keyof typeof SIZES | number;
  /** A CSS colour; the text's colour by default. */
  color?: string;
  className?: string;
  style?: CSSProperties;
}

/** An icon from a Material path. An icon that only a lazy chunk shows is made there, not here: this
 * module is in every first load that shows any icon. */
export function createIcon(path: string, displayName: string) {
  function Icon({ fontSize = 'medium', color, className, style }: IconProps) {
    return (
      <svg
        aria-hidden
        focusable="false"
        viewBox="0 0 24 24"
        className={className}
        style={{
          width: '1em',
          height: '1em',
          flexShrink: 0,
          fill: 'currentColor',
          fontSize: typeof fontSize === 'number' ? fontSize : SIZES[fontSize],
          color,
          ...style,
        }}
      >
        <path d={path} />
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const PlaceIcon = /* @__PURE__ */ createIcon(
  'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z',
  'PlaceIcon',
);

export const BedIcon = /* @__PURE__ */ createIcon(
  'M7 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6m12-6h-8v7H3V5H1v15h2v-3h18v3h2v-9a4 4 0 0 0-4-4',
  'BedIcon',
);

export const AreaIcon = /* @__PURE__ */ createIcon(
  'M3 3h8v2H5v6H3zm18 0v8h-2V5h-6V3zM3 21v-8h2v6h6v2zm18 0h-8v-2h6v-6h2z',
  'AreaIcon',
);

export const HeartIcon = /* @__PURE__ */ createIcon(
  'm12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z',
  'HeartIcon',
);

export const HeartOutlineIcon = /* @__PURE__ */ createIcon(
  'M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3m-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05',
  'HeartOutlineIcon',
);

export const CommentIcon = /* @__PURE__ */ createIcon(
  'M21.99 4c0-1.1-.89-2-1.99-2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h14l4 4zM18 14H6v-2h12zm0-3H6V9h12zm0-3H6V6h12z',
  'CommentIcon',
);

export const ArrowBackIcon = /* @__PURE__ */ createIcon(
  'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z',
  'ArrowBackIcon',
);

export const CloseIcon = /* @__PURE__ */ createIcon(
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  'CloseIcon',
);

export const ChevronDownIcon = /* @__PURE__ */ createIcon(
  'M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z',
  'ChevronDownIcon',
);

export const CalendarIcon = /* @__PURE__ */ createIcon(
  'M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-2 .9-2 2v14a2 2 0 0 0 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 16H5V10h14v10zm0-12H5V6h14v2z',
  'CalendarIcon',
);

export const MailIcon = /* @__PURE__ */ createIcon(
  'M20 4H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 4-8 5-8-5V6l8 5 8-5v2z',
  'MailIcon',
);

export const PhoneIcon = /* @__PURE__ */ createIcon(
  'M6.62 10.79a15.05 15.05 0 0 0 6.59 6.59l2.2-2.2a1 1 0 0 1 1.01-.24c1.12.37 2.33.57 3.58.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1C10.61 21 3 13.39 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1.02l-2.2 2.2z',
  'PhoneIcon',
);

export const PersonIcon = /* @__PURE__ */ createIcon(
  'M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z',
  'PersonIcon',
);
