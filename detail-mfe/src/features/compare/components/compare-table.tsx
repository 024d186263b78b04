import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import type { PublicUnit } from '@villa/shared/contracts/entities';
import { formatIndianNumber, formatPrice } from '@villa/shared/format/price';
import { areaLabel, bedroomsLabel, locationName } from '@villa/shared/format/unit';
import { paths } from '@villa/shared/lib/paths';
import { Link } from '@villa/shared/router';
import { CloseIcon } from '@villa/shared/ui/icons';
import { IconButton } from '@villa/shared/ui/kit';
import { SafeImage } from '@villa/shared/ui/safe-image';
import { colors, space, up } from '@villa/shared/ui/tokens';
import { useMyPlaces } from '@villa/shared/state/my-places';
import { useCommutes } from '@villa/shared/ui/commute-line';
import { monthlyEmi } from '../../../lib/emi.ts';
import type { EmiSettings } from '../../../lib/emi-settings.ts';

/**
 * The table scrolls sideways inside its frame on a phone; the labels' column stays pinned at the left
 * (position: sticky), so a buyer always reads which row they are on.
 */
const Scroller = styled.div({
  overflowX: 'auto',
  border: `1px solid ${colors.divider}`,
  borderRadius: 12,
  backgroundColor: colors.paper,
});

const Table = styled.table({
  borderCollapse: 'separate',
  borderSpacing: 0,
  width: '100%',
  tableLayout: 'fixed',
  fontSize: '0.9375rem',
  'th, td': {
    padding: space(1.5),
    borderBottom: `1px solid ${colors.divider}`,
    textAlign: 'left',
    verticalAlign: 'top',
    // A RERA number is one long word.
    overflowWrap: 'anywhere',
  },
  'tbody tr:last-of-type th, tbody tr:last-of-type td': { borderBottom: 0 },
});

const LABEL_WIDTH = { phone: 128, wide: 200 };
const COLUMN_MIN_WIDTH = 190;

const LabelCell = styled.th({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  width: LABEL_WIDTH.phone,
  backgroundColor: colors.paper,
  color: colors.text.secondary,
  fontWeight: 600,
  boxShadow: `1px 0 0 ${colors.divider}`,
  // On a phone the pinned labels are a size smaller, so that a one-word label (Amphitheatre,
  // Gymnasium) fits whole rather than breaking mid-word.
  fontSize: '0.8125rem',
  paddingInline: space(1),
  [up('md')]: { width: LABEL_WIDTH.wide, fontSize: 'inherit', paddingInline: space(1.5) },
});

const VillaHead = styled.th({ width: COLUMN_MIN_WIDTH, fontWeight: 400 });

const VillaName = styled(Link)({
  display: 'block',
  marginTop: space(1),
  fontWeight: 700,
  color: colors.primary.main,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
});

const HeadTop = styled.div({ position: 'relative' });

const RemoveButton = styled(IconButton)({
  position: 'absolute',
  top: 4,
  right: 4,
  width: 32,
  height: 32,
  backgroundColor: 'rgba(255, 255, 255, 0.92)',
  '&:hover': { backgroundColor: colors.paper },
});

const Picture = styled(SafeImage)({ width: '100%', aspectRatio: '16 / 10', borderRadius: 8 });

/** A row whose villas differ on an amenity: gold-tinted, so the differences stand out. */
const differs = { backgroundColor: '#f6f0e5' }; // the gold at 14% on white, opaque for the pinned cell

const Has = styled.span({ color: colors.success, fontWeight: 600 });
const HasNot = styled.span({ color: colors.text.secondary });

const SectionRow = styled.th({
  backgroundColor: colors.muted,
  fontSize: '0.875rem',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

/** The heading stays at the left edge, like the row labels, while the columns scroll under it. */
const SectionTitle = styled.span({ display: 'inline-block', position: 'sticky', left: space(1.5) });

/** The unit's own first photo, else its project's. */
const photoOf = (unit: PublicUnit) => unit.gallery[0] ?? unit.project[0]?.gallery[0];

/** ₹ a sq.ft of built-up area, or a dash when the area is not known. */
const pricePerSqft = (unit: PublicUnit) =>
  unit.builtup_area > 0 ? `₹${formatIndianNumber(Math.round(unit.price / unit.builtup_area))}` : '—';

const emiText = (unit: PublicUnit, settings: EmiSettings) => {
  const emi = monthlyEmi(unit.price * settings.loanShare, settings.rate, settings.years);
  return emi > 0 ? `₹${formatIndianNumber(Math.round(emi))} a month` : '—';
};

/** 'EMI (80% loan at 8.5% for 20 years)': the settings it was worked out at. */
export const emiLabel = ({ loanShare, rate, years }: EmiSettings) =>
  `EMI (${Math.round(loanShare * 100)}% loan at ${rate}% for ${years} years)`;

/** The rows of facts: a label and what each villa shows. */
function factRows(settings: EmiSettings): [string, (unit: PublicUnit) => ReactNode][] {
  return [
    ['Price', (unit) => formatPrice(unit.price)],
    ['Price per sq.ft', pricePerSqft],
    [emiLabel(settings), (unit) => emiText(unit, settings)],
    ['Plot area', (unit) => areaLabel(unit.plot_area)],
    ['Built-up area', (unit) => areaLabel(unit.builtup_area)],
    ['Bedrooms', (unit) => bedroomsLabel(unit.room)],
    ['Bathrooms', (unit) => String(unit.bathrooms)],
    ['Facing', (unit) => unit.facing],
    ['RERA', (unit) => unit.rera ?? 'Registration pending'],
    ['Possession', (unit) => unit.possession_status],
    ['Project', (unit) => unit.project[0]?.name ?? '—'],
    ['Location', (unit) => locationName(unit.location)],
  ];
}

/** The commute from one villa to the buyer's place number `index`. */
function CommuteCell({ unit, index }: { unit: PublicUnit; index: number }) {
  const found = useCommutes(unit.cordinates);
  return <td>{found?.commutes[index]?.text ?? '…'}</td>;
}

/** Which figures the commute rows show: asked once for the label, as the cells ask. */
function CommuteRows({ units }: { units: readonly PublicUnit[] }) {
  const places = useMyPlaces();
  const basis = useCommutes(units[0]?.cordinates)?.basis;
  return places.map((place, index) => (
    <tr key={`${place.label}-${index}`}>
      <LabelCell scope="row">
        {place.label}
        {basis ? ` (${basis})` : ''}
      </LabelCell>
      {units.map((unit) => (
        <CommuteCell key={unit.slug} unit={unit} index={index} />
      ))}
    </tr>
  ));
}

/** Every amenity any of the villas has, in the order they first appear. */
const amenitiesOf = (units: readonly PublicUnit[]) => [...new Set(units.flatMap((unit) => unit.amenities))];

export interface CompareTableProps {
  units: readonly PublicUnit[];
  emiSettings: EmiSettings;
  /** Takes a villa out of the comparison. */
  onRemove: (slug: string) => void;
}

/**
 * Villas side by side (issue 29): one column each, with its photo, its facts, and every amenity any of
 * them has (rows where they differ are highlighted).
 */
export function CompareTable({ units, emiSettings, onRemove }: CompareTableProps) {
  const amenities = amenitiesOf(units);
  const columns = units.length;
  return (
    <Scroller role="region" aria-label="Villas side by side" tabIndex={0}>
      <Table style={{ minWidth: LABEL_WIDTH.phone + columns * COLUMN_MIN_WIDTH }}>
        <thead>
          <tr>
            <LabelCell scope="col">Villa</LabelCell>
            {units.map((unit, index) => {
              const photo = photoOf(unit);
              return (
                <VillaHead key={unit.slug} scope="col">
                  <HeadTop>
                    <Picture
                      src={photo?.url ?? ''}
                      alt={photo?.alt || unit.name}
                      width={640}
                      height={400}
                      priority={index < 2}
                    />
                    <RemoveButton
                      type="button"
                      aria-label={`Remove ${unit.name} from the comparison`}
                      onClick={() => onRemove(unit.slug)}
                    >
                      <CloseIcon fontSize="small" />
                    </RemoveButton>
                  </HeadTop>
                  <VillaName to={paths.unit(unit.slug)}>{unit.name}</VillaName>
                </VillaHead>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {factRows(emiSettings).map(([label, value]) => (
            <tr key={label}>
              <LabelCell scope="row">{label}</LabelCell>
              {units.map((unit) => (
                <td key={unit.slug}>{value(unit)}</td>
              ))}
            </tr>
          ))}
          <CommuteRows units={units} />
          {amenities.length > 0 ? (
            <tr>
              <SectionRow scope="rowgroup" colSpan={columns + 1}>
                <SectionTitle>Amenities</SectionTitle>
              </SectionRow>
            </tr>
          ) : null}
          {amenities.map((amenity) => {
            const having = units.filter((unit) => unit.amenities.includes(amenity)).length;
            const differ = having > 0 && having < columns;
            return (
              <tr key={amenity} style={differ ? differs : undefined} data-differs={differ || undefined}>
                <LabelCell scope="row" style={differ ? differs : undefined}>
                  {amenity}
                </LabelCell>
                {units.map((unit) => (
                  <td key={unit.slug}>
                    {unit.amenities.includes(amenity) ? <Has>✓ Yes</Has> : <HasNot>— No</HasNot>}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroller>
  );
}
