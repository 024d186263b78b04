import { Chip } from '@villa/shared/ui/kit';

export interface ReraBadgeProps {
  /** The listing's RERA registration number; null (or blank) means not registered: no badge. */
  rera: string | null;
  size?: 'small' | 'medium';
}

/** The 'RERA' mark of a verified listing; hovering it shows the registration number. */
export function ReraBadge({ rera, size = 'small' }: ReraBadgeProps) {
  const number = rera?.trim();
  if (!number) return null;
  return (
    <Chip
      tone="success"
      title={number}
      style={size === 'medium' ? { height: 32, paddingInline: 12 } : undefined}
    >
      <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
        <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
      </svg>
      RERA
    </Chip>
  );
}
