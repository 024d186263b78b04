import styled from '@emotion/styled';
import { studioRoutes } from '@villa/api/contract/studio-pages';
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

/** What each role may open from the home page. */
const TILES = [
  {
    to: studioRoutes.catalogue,
    title: 'Catalogue',
    hint: 'Projects and villas: create, edit, publish, withdraw.',
    roles: ['admin', 'editor'],
  },
  {
    to: studioRoutes.owners,
    title: "Owners' listings",
    hint: 'Villas owners sent: approve into a draft, or reject with a reason.',
    roles: ['admin', 'editor'],
  },
  {
    to: studioRoutes.leads,
    title: 'Leads',
    hint: 'One row a buyer: call new leads within minutes, move their stage, book visits.',
    roles: ['admin', 'sales'],
  },
  {
    to: studioRoutes.calendar,
    title: 'Calendar',
    hint: 'Calls and site visits by day, with clashes marked.',
    roles: ['admin', 'sales'],
  },
  {
    to: studioRoutes.reports,
    title: 'Reports',
    hint: 'Leads by source, partner, project, city and week; conversion; speed to lead; CSV.',
    roles: ['admin', 'sales'],
  },
  {
    to: studioRoutes.posts,
    title: 'Posts',
    hint: 'Write, schedule and publish; share a private preview of a draft.',
    roles: ['admin', 'editor'],
  },
  {
    to: studioRoutes.comments,
    title: 'Comments',
    hint: "Hide or show readers' comments; see how many came from one address.",
    roles: ['admin', 'editor'],
  },
  {
    to: studioRoutes.developers,
    title: "Developers' submissions",
    hint: 'New, contacted, onboarded or declined: notes and an owner for each.',
    roles: ['admin', 'editor'],
  },
  {
    to: studioRoutes.people,
    title: 'People',
    hint: 'The sales team and the reviews on the About and expert pages.',
    roles: ['admin', 'editor'],
  },
  {
    to: studioRoutes.staff,
    title: 'Staff',
    hint: 'Add people, change roles, sign someone out everywhere.',
    roles: ['admin'],
  },
  { to: studioRoutes.audit, title: 'Audit log', hint: 'Who changed what, and when.', roles: ['admin'] },
] as const;

/** /studio: who is signed in, with their role, and what they may open. */
export function StudioHome({ staff }: { staff: StaffMember }) {
  const tiles = TILES.filter((tile) => (tile.roles as readonly string[]).includes(staff.role));
  return (
    <section aria-labelledby="studio-home-title">
      <Text as="h1" id="studio-home-title" look="h5">
        Welcome, {staff.name}
      </Text>
      <Text look="body1" tone="secondary">
        You are signed in as {ROLE_NAMES[staff.role].toLowerCase()}: {ROLE_HINTS[staff.role].toLowerCase()}.
      </Text>
      <Links>
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Card>
              <Tile to={tile.to}>
                <Text look="h6">{tile.title}</Text>
                <Text look="body2" tone="secondary">
                  {tile.hint}
                </Text>
              </Tile>
            </Card>
          </li>
        ))}
      </Links>
    </section>
  );
}
