import styled from '@emotion/styled';
import type { NearbyCategory, NearbyPlace } from '@villa/shared/contracts/entities';
import { Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { colors, radius, space, up } from '@villa/shared/ui/tokens';
import { useScrollSpy } from '../../hooks/use-scroll-spy.ts';
import { useNearby } from '../../lib/get-nearby-places.ts';

/** '2.35 km away (straight line)': our distances are as the crow flies, not by road, and say so. */
export const distanceLabel = (km: number) => `${km.toFixed(2)} km away (straight line)`;

/** The spec's name for a place that has none. */
export const placeName = (place: NearbyPlace) => place.name ?? 'Unknown';

/** A category's element id: its name in lower case (spec 2.4), 'transit', 'essentials', 'utility'. */
export const categoryId = (category: NearbyCategory) => category.name.toLowerCase();

const Categories = styled.div({
  display: 'grid',
  gap: space(2),
  [up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

const Category = styled.section({
  padding: space(2),
  borderRadius: radius.card,
  border: `1px solid ${colors.divider}`,
  borderLeft: `4px solid ${colors.divider}`,
  transition: 'border-color 0.2s',
  '&[aria-current="true"]': { borderColor: colors.primary.main, background: colors.paper },
});

const Group = styled.div({ marginTop: space(1.5) });

const Places = styled.ul({ listStyle: 'none', margin: space(0.5, 0, 0), padding: 0 });

/** The name, then its distance under it: a long name never squeezes the distance into a column. */
const PlaceItem = styled.li({
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: space(0.5),
  borderBottom: `1px solid ${colors.divider}`,
  '&:last-of-type': { borderBottom: 0 },
});

/** Only the categories and types with places: a city without a metro lists no Metro Stations. */
function withPlaces(categories: readonly NearbyCategory[]): NearbyCategory[] {
  return categories
    .map((category) => ({ ...category, groups: category.groups.filter((group) => group.places.length > 0) }))
    .filter((category) => category.groups.length > 0);
}

/** The Location section's categories of nearby places, the one being read marked (scroll-spy). */
export function NearbyPlaces({ projectSlug }: { projectSlug: string | undefined }) {
  const { data, error, isLoading, mutate, source } = useNearby(projectSlug);
  const categories = withPlaces(data?.categories ?? []);
  const active = useScrollSpy(categories.map(categoryId));

  if (error) {
    return (
      <StatusMessage
        kind="error"
        title="Failed to load Location section"
        onRetry={() => void mutate()}
        dense
      />
    );
  }
  if (isLoading) return <StatusMessage kind="loading" title="Loading nearby places..." dense />;
  if (!data || categories.length === 0) {
    return <StatusMessage kind="empty" title="No nearby places found" dense />;
  }
  return (
    <>
      <Text look="body2" tone="secondary">
        Distances are in a straight line from the project, within {data.radius_km} km; the airport is the
        city&apos;s main one.{source === 'google' ? ' Places from Google Maps.' : ''}
      </Text>
      <Categories>
        {categories.map((category) => {
          const id = categoryId(category);
          return (
            <Category
              key={id}
              id={id}
              aria-labelledby={`${id}-title`}
              aria-current={active === id ? 'true' : undefined}
            >
              <Text id={`${id}-title`} as="h3" look="h6">
                {category.name}
              </Text>
              {category.groups.map((group) => (
                <Group key={group.type}>
                  <Text as="h4" look="subtitle2" tone="secondary">
                    {group.label}
                  </Text>
                  <Places>
                    {group.places.map((place) => (
                      <PlaceItem key={place.id}>
                        <Text as="span" look="body2">
                          {placeName(place)}
                        </Text>
                        <Text as="span" look="caption" tone="secondary">
                          {distanceLabel(place.distance_km)}
                        </Text>
                      </PlaceItem>
                    ))}
                  </Places>
                </Group>
              ))}
            </Category>
          );
        })}
      </Categories>
    </>
  );
}
