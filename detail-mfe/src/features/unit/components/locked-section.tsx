import styled from '@emotion/styled';
import type { PublicUnit, UnitLockedCounts } from '@villa/shared/contracts/entities';
import { Button, Card, Text } from '@villa/shared/ui/kit';
import { space } from '@villa/shared/ui/tokens';
import type { LockedSectionName } from './locked-sections.ts';

const some = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What each locked section holds, in a buyer's words, with how many there are. */
const LOCKED: Record<LockedSectionName, (counts: UnitLockedCounts) => string> = {
  'Master Plan': (c: UnitLockedCounts) =>
    `The project's layout: where this villa sits (${some(c.master_plan, 'plan')}).`,
  'Unit Plan': (c: UnitLockedCounts) => `${some(c.floor_plans, 'floor plan')} of this villa, room by room.`,
  Pricing: (c: UnitLockedCounts) =>
    `The full price sheet: plot, construction and ${some(c.charges, 'charge')} on top.`,
  Specification: (c: UnitLockedCounts) =>
    `${some(c.specifications, 'item')} of specification: structure, flooring, fittings.`,
  Location: () => 'Schools, hospitals, transit and shops nearby, with directions.',
};

const Frame = styled(Card)({ padding: space(2.5), display: 'grid', gap: space(1), justifyItems: 'start' });

/**
 * A section a buyer unlocks by verifying their phone: what is behind it and the way in (the enquiry
 * and OTP flow), never a blank. Loaded as the section comes near, like the other sections.
 */
export function LockedSection({
  name,
  unit,
  onUnlock,
}: {
  name: LockedSectionName;
  unit: PublicUnit;
  onUnlock: () => void;
}) {
  return (
    <Frame>
      <Text look="subtitle2">Verify your phone to see this</Text>
      <Text tone="secondary">{LOCKED[name](unit.locked)}</Text>
      <Button type="button" variant="outlined" onClick={onUnlock}>
        Unlock with OTP
      </Button>
    </Frame>
  );
}
