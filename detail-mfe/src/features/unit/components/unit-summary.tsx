import { useLocation } from '@villa/shared/router';
import type { PublicUnit } from '@villa/shared/contracts/entities';
import { openEnquiry } from '@villa/shared/lib/open-enquiry';
import { Button, Text } from '@villa/shared/ui/kit';
import { ReraBadge } from '@villa/shared/ui/rera-badge';
import { areaLabel, bedroomsLabel, locationName } from '@villa/shared/format/unit';
import { DetailBreadcrumb } from '../../../components/breadcrumb.tsx';
import {
  SummaryFacts,
  SummaryFrame,
  SummaryPrice,
  SummaryRow,
  SummaryText,
  SummaryTitle,
} from '../../../components/page-layout.tsx';

/** The top of a unit page: where it sits, its name, price, place, RERA and 'Enquire now'. */
export function UnitSummary({ unit }: { unit: PublicUnit }) {
  const { search } = useLocation();
  const project = unit.project[0];
  return (
    <SummaryFrame>
      <DetailBreadcrumb current={unit.name} />
      <SummaryRow>
        <SummaryText>
          <SummaryTitle>{unit.name}</SummaryTitle>
          <Text tone="secondary">
            {[locationName(unit.location), project?.name].filter(Boolean).join(' · ')}
          </Text>
          <SummaryFacts>
            <SummaryPrice value={unit.price} asterisk />
            <Text tone="secondary">
              {bedroomsLabel(unit.room)} · {areaLabel(unit.builtup_area)}
            </Text>
            <ReraBadge rera={unit.rera} size="medium" />
          </SummaryFacts>
        </SummaryText>
        <Button
          type="button"
          variant="contained"
          size="large"
          onClick={() => void openEnquiry({ unit, search })}
        >
          Enquire now
        </Button>
      </SummaryRow>
    </SummaryFrame>
  );
}
