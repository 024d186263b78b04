import { useLocation } from '@villa/shared/router';
import { Button, Stack, Typography } from '@villa/shared/mui/core';
import type { Unit } from '@villa/shared/contracts/entities';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import { enquiryRequest } from '@villa/shared/lib/enquiry-request';
import { PriceText } from '@villa/shared/ui/price-text';
import { ReraBadge } from '@villa/shared/ui/rera-badge';
import { areaLabel, bedroomsLabel, locationName } from '@villa/shared/format/unit';
import { DetailBreadcrumb } from '../../../components/breadcrumb.tsx';

/** The top of a unit page: where it sits, its name, price, place, RERA and 'Enquire now'. */
export function UnitSummary({ unit }: { unit: Unit }) {
  const { search } = useLocation();
  const project = unit.project[0];
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <DetailBreadcrumb current={unit.name} />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'flex-end' } }}
      >
        <Stack spacing={0.75}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.25rem' } }}>
            {unit.name}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {[locationName(unit.location), project?.name].filter(Boolean).join(' · ')}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <PriceText
              value={unit.price}
              asterisk
              variant="h5"
              component="p"
              sx={{ fontWeight: 700, color: 'primary.main' }}
            />
            <Typography sx={{ color: 'text.secondary' }}>
              {bedroomsLabel(unit.room)} · {areaLabel(unit.builtup_area)}
            </Typography>
            <ReraBadge rera={unit.rera} size="medium" />
          </Stack>
        </Stack>
        <Button
          variant="contained"
          size="large"
          onClick={() => emitVillaEvent('enquiry:open', enquiryRequest({ unit, search }))}
        >
          Enquire now
        </Button>
      </Stack>
    </Stack>
  );
}
