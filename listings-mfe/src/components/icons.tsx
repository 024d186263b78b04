import { SvgIcon, type SvgIconProps } from '@villa/shared/mui/core';

// Small inline icons (the icon package is not installed, and these are all the cards need).

export function PlaceIcon(props: SvgIconProps) {
  return (
    <SvgIcon aria-hidden {...props}>
      <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7m0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5" />
    </SvgIcon>
  );
}

export function BedIcon(props: SvgIconProps) {
  return (
    <SvgIcon aria-hidden {...props}>
      <path d="M7 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6m12-6h-8v7H3V5H1v15h2v-3h18v3h2v-9a4 4 0 0 0-4-4" />
    </SvgIcon>
  );
}

export function AreaIcon(props: SvgIconProps) {
  return (
    <SvgIcon aria-hidden {...props}>
      <path d="M3 3h8v2H5v6H3zm18 0v8h-2V5h-6V3zM3 21v-8h2v6h6v2zm18 0h-8v-2h6v-6h2z" />
    </SvgIcon>
  );
}
