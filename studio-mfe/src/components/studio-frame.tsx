// The studio's frame: its name, the pages the role may open, who is signed in and the sign-out.
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { studioRoutes } from '@villa/api/contract/studio-pages';
import type { StaffMember } from '@villa/shared/contracts/entities';
import { Link } from '@villa/shared/router';
import { PageHead } from '@villa/shared/ui/page-head';
import { Button, Container, Text } from '@villa/shared/ui/kit';
import { colors, radius, space, text } from '@villa/shared/ui/tokens';
import { ROLE_NAMES } from '../config/roles.ts';

const Bar = styled.header({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space(2),
  padding: space(2, 0),
  borderBottom: `1px solid ${colors.divider}`,
  marginBottom: space(3),
});

const Title = styled(Link)({ ...text.h6, color: colors.primary.main, textDecoration: 'none' });

// The pages on a row of their own under the name and the account, wrapping as the width asks (a
// phone or a tablet), so no link is pushed off the screen.
const Nav = styled.nav({
  order: 3,
  flexBasis: '100%',
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(0.5, 1),
  marginInline: space(-1.5),
});

const Account = styled.div({
  marginLeft: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space(1, 2),
});

const NavLink = styled(Link)({
  ...text.body2,
  fontWeight: 600,
  color: colors.text.primary,
  padding: space(0.75, 1.5),
  borderRadius: radius.pill,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { backgroundColor: colors.hover },
});

export interface StudioFrameProps {
  /** The browser tab's title: 'Staff' reads 'Staff · Studio | VillaNest'. */
  title: string;
  staff: StaffMember | null;
  onSignOut?: () => void;
  children: ReactNode;
}

export function StudioFrame({ title, staff, onSignOut, children }: StudioFrameProps) {
  return (
    <Container>
      {/* A staff tool: never in a search engine's index. */}
      <PageHead title={`${title} · Studio`} noindex />
      <Bar>
        <Title to={studioRoutes.home}>Villa studio</Title>
        <Nav aria-label="Studio">
          {staff && <NavLink to={studioRoutes.home}>Home</NavLink>}
          {(staff?.role === 'admin' || staff?.role === 'editor') && (
            <NavLink to={studioRoutes.catalogue}>Catalogue</NavLink>
          )}
          {(staff?.role === 'admin' || staff?.role === 'editor') && (
            <NavLink to={studioRoutes.owners}>Owners' listings</NavLink>
          )}
          {(staff?.role === 'admin' || staff?.role === 'sales') && (
            <>
              <NavLink to={studioRoutes.leads}>Leads</NavLink>
              <NavLink to={studioRoutes.calendar}>Calendar</NavLink>
              <NavLink to={studioRoutes.reports}>Reports</NavLink>
            </>
          )}
          {staff?.role === 'admin' && <NavLink to={studioRoutes.staff}>Staff</NavLink>}
          {staff?.role === 'admin' && <NavLink to={studioRoutes.audit}>Audit log</NavLink>}
          {(staff?.role === 'admin' || staff?.role === 'editor') && (
            <NavLink to={studioRoutes.people}>People</NavLink>
          )}
          {(staff?.role === 'admin' || staff?.role === 'editor') && (
            <>
              <NavLink to={studioRoutes.posts}>Posts</NavLink>
              <NavLink to={studioRoutes.comments}>Comments</NavLink>
              <NavLink to={studioRoutes.developers}>Developers</NavLink>
            </>
          )}
        </Nav>
        {staff && (
          <Account>
            <Text look="body2" tone="secondary">
              {staff.name} · {ROLE_NAMES[staff.role]}
            </Text>
            <Button variant="outlined" size="small" onClick={onSignOut}>
              Sign out
            </Button>
          </Account>
        )}
      </Bar>
      {/* Inside the shell's <main>: one main landmark a page. */}
      <div>{children}</div>
    </Container>
  );
}
