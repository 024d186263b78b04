import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, world } from '@villa/shared/testing/story-world';
import { nearby } from '../../testing/nearby-places.ts';
import { detailApi, storyProject, storyUnit } from '../../testing/story-detail.ts';
import { DetailSection } from '../detail-section.tsx';
import { PhotoGallery } from '../photo-gallery.tsx';
import { AmenitiesList } from './amenities-list.tsx';
import { GalleryGrid } from './gallery-grid.tsx';
import { LocationDetails } from './location-details.tsx';
import { PlanImages } from './plan-images.tsx';
import { SpecificationList } from './specification-list.tsx';

/** The sections both detail pages have, each under its heading as the page shows it. */
const meta = {
  title: 'Detail/Sections',
  parameters: world({ api: detailApi() }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photos: Story = {
  render: () => <PhotoGallery images={storyUnit.gallery} name={storyUnit.name} />,
};

export const MasterPlan: Story = {
  render: () => (
    <DetailSection name="Master Plan">
      <PlanImages images={storyProject.master_plan} name={`${storyProject.name} master plan`} />
    </DetailSection>
  ),
};

export const Amenities: Story = {
  render: () => (
    <DetailSection name="Amenities">
      <AmenitiesList amenities={storyUnit.amenities} />
    </DetailSection>
  ),
};

export const Gallery: Story = {
  render: () => (
    <DetailSection name="Gallery">
      <GalleryGrid images={storyUnit.gallery} name={storyUnit.name} />
    </DetailSection>
  ),
};

export const Specification: Story = {
  render: () => (
    <DetailSection name="Specification">
      <SpecificationList specifications={storyProject.specifications} />
    </DetailSection>
  ),
};

const location = (
  <DetailSection name="Location">
    <LocationDetails
      locationName="Whitefield"
      cityName="Bengaluru"
      coordinates={storyProject.cordinates.coordinates}
      projectSlug={storyProject.slug}
    />
  </DetailSection>
);

/** Without a Google Maps key: a note in place of the map, and the places from our own listings. */
export const Location: Story = {
  render: () => location,
  play: async ({ canvas }) => {
    await canvas.findByText('Whitefield Railway Station');
  },
};

export const LocationLoading: Story = {
  render: () => location,
  parameters: world({ api: detailApi({ nearby: pending }) }),
};

export const LocationNoPlaces: Story = {
  render: () => location,
  parameters: world({
    api: detailApi({ nearby: { status: 'success', data: nearby({ categories: [] }) } }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('No nearby places found');
  },
};

export const LocationFailed: Story = {
  render: () => location,
  parameters: world({ api: detailApi({ nearby: failing(500, 'Failed to fetch nearby places') }) }),
  play: async ({ canvas }) => {
    await canvas.findByText('Failed to load Location section');
  },
};
