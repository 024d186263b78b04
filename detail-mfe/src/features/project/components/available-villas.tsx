import styled from '@emotion/styled';
import { Link as RouterLink, useLocation } from '@villa/shared/router';
import { paths } from '@villa/shared/lib/paths';
import { PriceText } from '@villa/shared/ui/price-text';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { colors, space, text } from '@villa/shared/ui/tokens';
import { areaLabel, bedroomsLabel } from '@villa/shared/format/unit';
import { useProjectUnits } from '../api/get-project-units.ts';

const List = styled.ul({
  position: 'relative',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${colors.divider}`,
  borderRadius: 20,
  backgroundColor: colors.paper,
});

const VillaLink = styled(RouterLink)({
  display: 'flex',
  flexGrow: 1,
  justifyContent: 'flex-start',
  alignItems: 'center',
  position: 'relative',
  minWidth: 0,
  padding: space(1, 2),
  borderBottom: `1px solid ${colors.divider}`,
  backgroundClip: 'padding-box',
  color: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 150ms',
  '&:hover': { backgroundColor: colors.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: -2 },
});

const VillaText = styled.span({ flex: '1 1 auto', minWidth: 0, marginBlock: 6 });

const Name = styled.span({ ...text.body1, display: 'block' });

const Details = styled.span({ ...text.body2, display: 'block', color: colors.text.secondary });

const Price = styled(PriceText)({ fontWeight: 700, marginLeft: space(2), whiteSpace: 'nowrap' });

/** The project's villas, each a link to its page with price and bedrooms (spec 2.4 Units Available). */
export function AvailableVillas({ projectSlug, city }: { projectSlug: string; city: string }) {
  const { search } = useLocation();
  const { data: units, error, isLoading, mutate } = useProjectUnits(projectSlug, city);
  if (error) {
    return (
      <StatusMessage kind="error" title={`Error: ${error.message}`} dense onRetry={() => void mutate()} />
    );
  }
  if (isLoading || !units) return <StatusMessage kind="loading" title="Loading villas..." dense />;
  if (units.length === 0) {
    return (
      <StatusMessage
        kind="empty"
        title="No villas available right now"
        hint="Enquire to hear about new releases."
        dense
      />
    );
  }
  return (
    <List aria-label="Available villas">
      {units.map((unit) => (
        <li key={unit._id}>
          <VillaLink to={paths.unit(unit.slug, search)}>
            <VillaText>
              <Name>{unit.name}</Name>
              <Details>
                {`${bedroomsLabel(unit.room)} · ${areaLabel(unit.builtup_area)} · ${unit.facing} facing`}
              </Details>
            </VillaText>
            <Price value={unit.price} asterisk tone="brand" />
          </VillaLink>
        </li>
      ))}
    </List>
  );
}
