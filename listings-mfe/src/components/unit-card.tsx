import { useMemo, type ReactNode } from 'react';
import { Link, useLocation } from '@villa/shared/router';
import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@villa/shared/mui/core';
import type { UnitSummary } from '@villa/shared/contracts/entities';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import { areaLabel, bedroomsLabel, locationName } from '@villa/shared/format/unit';
import { enquiryRequest } from '@villa/shared/lib/enquiry-request';
import { paths } from '@villa/shared/lib/paths';
import { useAuth } from '@villa/shared/state/auth';
import { PriceText } from '@villa/shared/ui/price-text';
import { ReraBadge } from '@villa/shared/ui/rera-badge';
import { SafeImage } from '@villa/shared/ui/safe-image';
import { AreaIcon, BedIcon, PlaceIcon } from '@villa/shared/ui/icons';
import { dailyRandom, pickUnitCardImage } from '../lib/card-image.ts';
import { CardFact } from './card-facts.tsx';

export interface UnitCardProps {
  unit: UnitSummary;
  /** Drawn over the picture's top-right corner, outside the card's link (the wishlist heart). */
  action?: ReactNode;
  /** The first cards of a list: load their pictures at once. */
  priority?: boolean;
}

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
      <Box sx={{ position: 'relative' }}>
        <SafeImage
          src={image?.url ?? ''}
          alt={image?.alt || unit.name}
          width={640}
          height={400}
          priority={priority}
          sx={{ width: '100%', aspectRatio: '16 / 10' }}
        />
        {premiumTag ? (
          <Chip
            label={premiumTag}
            size="small"
            color="secondary"
            sx={{ position: 'absolute', top: 12, left: 12 }}
          />
        ) : null}
      </Box>
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', lineHeight: 1.3 }}>
            {unit.name}
          </Typography>
          <PriceText
            value={unit.price}
            asterisk
            variant="subtitle1"
            sx={{ fontWeight: 700, color: 'primary.main' }}
          />
          <CardFact icon={<PlaceIcon fontSize="small" />}>{locationName(unit.location)}</CardFact>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <CardFact icon={<BedIcon fontSize="small" />}>{bedroomsLabel(unit.room)}</CardFact>
            <CardFact icon={<AreaIcon fontSize="small" />}>{areaLabel(unit.builtup_area)}</CardFact>
            <ReraBadge rera={unit.rera} />
          </Stack>
        </Stack>
      </CardContent>
    </>
  );
}

/**
 * A villa in a list (spec 2.5). Logged in, the card is a link to the unit page; logged out, picking
 * it opens the enquiry form with the unit as the source (spec 4).
 */
export function UnitCard({ unit, action, priority = false }: UnitCardProps) {
  const { isLoggedIn } = useAuth();
  const { search } = useLocation();
  const body = <UnitCardBody unit={unit} priority={priority} />;
  return (
    <Card component="article" sx={{ position: 'relative', height: '100%' }}>
      {isLoggedIn ? (
        <CardActionArea component={Link} to={paths.unit(unit.slug, search)} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        <CardActionArea
          onClick={() => emitVillaEvent('enquiry:open', enquiryRequest({ unit, search }))}
          sx={{ height: '100%' }}
        >
          {body}
        </CardActionArea>
      )}
      {action ? <Box sx={{ position: 'absolute', top: 8, right: 8 }}>{action}</Box> : null}
    </Card>
  );
}
