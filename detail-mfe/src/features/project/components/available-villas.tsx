import { Link as RouterLink, useLocation } from '@villa/shared/router';
import { List, ListItemButton, ListItemText } from '@villa/shared/mui/display';
import { paths } from '@villa/shared/lib/paths';
import { PriceText } from '@villa/shared/ui/price-text';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { areaLabel, bedroomsLabel } from '@villa/shared/format/unit';
import { useProjectUnits } from '../api/get-project-units.ts';

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
    <List
      disablePadding
      aria-label="Available villas"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      {units.map((unit) => (
        <ListItemButton key={unit._id} component={RouterLink} to={paths.unit(unit.slug, search)} divider>
          <ListItemText
            primary={unit.name}
            secondary={`${bedroomsLabel(unit.room)} · ${areaLabel(unit.builtup_area)} · ${unit.facing} facing`}
          />
          <PriceText
            value={unit.price}
            asterisk
            sx={{ fontWeight: 700, color: 'primary.main', ml: 2, whiteSpace: 'nowrap' }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
