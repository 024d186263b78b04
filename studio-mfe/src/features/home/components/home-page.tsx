import styled from '@emotion/styled';
import { studioRoutes } from '@villa/api/contract/pages';
import type { StaffMember } from '@villa/shared/contracts/entities';
import { Card, Text } from '@villa/shared/ui/kit';
import { Link } from '@villa/shared/router';
import { colors, space } from '@villa/shared/ui/tokens';
import { ROLE_HINTS, ROLE_NAMES } from '../../../config/roles.ts';

const Links = styled.ul({
  listStyle: 'none',
  padding: 0,
  margin: space(3, 0, 0),
  display: 'grid',
  gap: space(2),
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});

const Tile = styled(Link)({
  display: 'block',
  padding: space(2.5),
  color: colors.text.primary,
  textDecoration: 'none',
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 2 },
});

/** /studio: who is signed in, with their role, and what they may open. */
export function StudioHome({ staff }: { staff: StaffMember }) {
  const admin = staff.role === 'admin';
  return (
    <section aria-labelledby="studio-home-title">
      <Text as="h1" id="studio-home-title" look="h5">
        Welcome, {staff.name}
      </Text>
      <Text look="body1" tone="secondary">
        You are signed in as {ROLE_NAMES[staff.role].toLowerCase()}: {ROLE_HINTS[staff.role].toLowerCase()}.
      </Text>
      {admin ? (
        <Links>
          <li>
            <Card>
              <Tile to={studioRoutes.staff}>
                <Text look="h6">Staff</Text>
                <Text look="body2" tone="secondary">
                  Add people, change roles, sign someone out everywhere.
                </Text>
              </Tile>
            </Card>
          </li>
          <li>
            <Card>
              <Tile to={studioRoutes.audit}>
                <Text look="h6">Audit log</Text>
                <Text look="body2" tone="secondary">
                  Who changed what, and when.
                </Text>
              </Tile>
            </Card>
          </li>
        </Links>
      ) : (
        <Text look="body2" tone="secondary" style={{ marginTop: space(3) }}>
          The catalogue, submissions, blog and leads come to the studio next.
        </Text>
      )}
    </section>
  );
}
