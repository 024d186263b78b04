import { Chip, SvgIcon, type ChipProps } from '@villa/shared/mui/core';

export interface ReraBadgeProps {
  /** The listing's RERA registration number; null (or blank) means not registered: no badge. */
  rera: string | null;
  size?: ChipProps['size'];
}

/** The 'RERA' mark of a verified listing; hovering it shows the registration number. */
export function ReraBadge({ rera, size = 'small' }: ReraBadgeProps) {
  const number = rera?.trim();
  if (!number) return null;
  return (
    <Chip
      size={size}
      color="success"
      variant="outlined"
      label="RERA"
      title={number}
      icon={
        <SvgIcon fontSize="inherit" aria-hidden>
          <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
        </SvgIcon>
      }
    />
  );
}
