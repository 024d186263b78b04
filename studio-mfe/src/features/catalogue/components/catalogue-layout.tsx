// What the catalogue's pages share: their sections' card and the way back to the list.
import styled from '@emotion/styled';
import { studioRoutes } from '@villa/api/contract/studio-pages';
import { Link } from '@villa/shared/router';
import { Card, Text } from '@villa/shared/ui/kit';
import { space, up } from '@villa/shared/ui/tokens';

export const Section = styled(Card)({
  padding: space(2),
  marginTop: space(3),
  [up('sm')]: { padding: space(3) },
});

/** The way back to the list, above every catalogue page. */
export function BackToCatalogue() {
  return (
    <Text look="body2" style={{ marginBottom: space(1) }}>
      <Link to={studioRoutes.catalogue}>← Catalogue</Link>
    </Text>
  );
}

/** What shows while a part of an editor that loads as it comes near (its photos) arrives. */
export function PartLoading({ what }: { what: string }) {
  return (
    <Text look="body2" tone="secondary" role="status" style={{ minHeight: 120 }}>
      Loading {what}…
    </Text>
  );
}
