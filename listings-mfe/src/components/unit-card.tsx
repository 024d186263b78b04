import { useMemo, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { useLocation } from '@villa/shared/router';
import type { UnitSummary } from '@villa/shared/contracts/entities';
import { areaLabel, bedroomsLabel, locationName } from '@villa/shared/format/unit';
import { openEnquiry } from '@villa/shared/lib/open-enquiry';
import { FROM_LISTING, paths, routePatterns } from '@villa/shared/lib/paths';
import { useAuth } from '@villa/shared/state/auth';
import { Chip } from '@villa/shared/ui/kit';
import { ReraBadge } from '@villa/shared/ui/rera-badge';
import { AreaIcon, BedIcon, PlaceIcon } from '@villa/shared/ui/icons';
import { colors, space } from '@villa/shared/ui/tokens';
import { dailyRandom, pickUnitCardImage } from '../lib/card-image.ts';
import { CardExtras } from './card-extras.tsx';
import { CardFact } from './card-facts.tsx';
import {
  CardBody,
  CardButton,
  CardFrame,
  CardLink,
  CardPicture,
  CardPrice,
  CardTitle,
  PictureFrame,
  PictureTag,
} from './card-layout.tsx';

export interface UnitCardProps {
  unit: UnitSummary;
  /** Drawn over the picture's top-right corner, outside the card's link (the wishlist heart). */
  action?: ReactNode;
  /** The first cards of a list: load their pictures at once. */
  priority?: boolean;
}

/** The unit's premium tag, in gold. */
const PremiumTag = styled(Chip)({
  ...PictureTag,
  border: 0,
  color: colors.secondary.contrastText,
  backgroundColor: colors.secondary.main,
});

/** Bedrooms, area and RERA on one line, wrapping when narrow. */
const FactLine = styled.div({
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space(2),
});

const ActionCorner = styled.div({ position: 'absolute', top: 8, right: 8 });

function UnitCardBody({ unit, priority }: { unit: UnitSummary; priority: boolean }) {
  // Random per card and day, not per render: a new picture on every render (or a server's picture
  // replaced by the browser's) would flicker.
  const image = useMemo(
    () => pickUnitCardImage(unit.gallery, unit.project[0]?.gallery ?? [], dailyRandom(unit._id)),
    [unit],
  );
  const premiumTag = unit.unit_premium_tag[0]?.name;
  return (
    <>
      <PictureFrame>
        <CardPicture
          src={image?.url ?? ''}
          alt={image?.alt || unit.name}
          width={640}
          height={400}
          priority={priority}
        />
        {premiumTag ? <PremiumTag filled>{premiumTag}</PremiumTag> : null}
      </PictureFrame>
      <CardBody>
        <CardTitle>{unit.name}</CardTitle>
        <CardPrice value={unit.price} asterisk look="subtitle1" tone="brand" />
        <CardFact icon={<PlaceIcon fontSize="small" />}>{locationName(unit.location)}</CardFact>
        <FactLine>
          <CardFact icon={<BedIcon fontSize="small" />}>{bedroomsLabel(unit.room)}</CardFact>
          <CardFact icon={<AreaIcon fontSize="small" />}>{areaLabel(unit.builtup_area)}</CardFact>
          <ReraBadge rera={unit.rera} />
        </FactLine>
      </CardBody>
    </>
  );
}

/**
 * A villa in a list (spec 2.5). Logged in, the card is a link to the unit page; logged out, picking
 * it opens the enquiry form with the unit as the source (spec 4). Its compare toggle and commute line
 * load on intent (card-extras.tsx).
 */
export function UnitCard({ unit, action, priority = false }: UnitCardProps) {
  const { isLoggedIn } = useAuth();
  const { search, pathname } = useLocation();
  const body = <UnitCardBody unit={unit} priority={priority} />;
  return (
    <CardFrame as="article">
      {isLoggedIn ? (
        <CardLink
          to={paths.unit(unit.slug, search)}
          state={pathname === routePatterns.units ? FROM_LISTING : undefined}
        >
          {body}
        </CardLink>
      ) : (
        <CardButton type="button" onClick={() => void openEnquiry({ unit, search })}>
          {body}
        </CardButton>
      )}
      {action ? <ActionCorner>{action}</ActionCorner> : null}
      <CardExtras unit={unit} />
    </CardFrame>
  );
}
