import type { Meta, StoryObj } from '@storybook/react-vite';
import { world } from '@villa/shared/testing/story-world';
import { DetailSection } from '../../../components/detail-section.tsx';
import { detailApi, storyUnit, storyUnitDetails } from '../../../testing/story-detail.ts';
import { EmiSection } from './emi-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { UnitOverview } from './unit-overview.tsx';
import { UnitSummary } from './unit-summary.tsx';

/** A villa's own sections (spec 2.4). */
const meta = {
  title: 'Detail/Unit sections',
  parameters: world({ route: `/unit/${storyUnit.slug}/`, api: detailApi() }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Summary: Story = { render: () => <UnitSummary unit={storyUnit} /> };

export const Overview: Story = {
  render: () => (
    <DetailSection name="Overview">
      <UnitOverview unit={storyUnit} />
    </DetailSection>
  ),
};

export const Pricing: Story = {
  render: () => (
    <DetailSection name="Pricing">
      <PricingSection unit={storyUnit} charges={storyUnitDetails.charges} />
    </DetailSection>
  ),
};

/** The loan calculator: 80% of the price at 8.5% over 20 years, until the buyer changes them. */
export const Emi: Story = {
  render: () => (
    <DetailSection name="EMI">
      <EmiSection price={storyUnit.price} />
    </DetailSection>
  ),
};
