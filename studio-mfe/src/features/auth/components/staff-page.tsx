// What every studio page but the sign-in stands in: no session sends the visitor to sign in; a role
// the page is not for is told so; otherwise the page, in the studio's frame, with MUI's theme.
import type { ReactNode } from 'react';
import { studioRoutes } from '@villa/api/contract/studio-pages';
import type { StaffMember } from '@villa/shared/contracts/entities';
import { Navigate, useNavigate } from '@villa/shared/router';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { ROLE_NAMES, type StaffRole } from '../../../config/roles.ts';
import { errorText } from '../../../lib/studio-api.ts';
import { useStaffSession } from '../../../lib/staff-session.ts';
import { useMe } from '../api/get-me.ts';
import { signOut } from '../api/sign-out.ts';
import { StudioFrame } from '../../../components/studio-frame.tsx';

export interface StaffPageProps {
  /** The roles the page is for; every role when absent. */
  roles?: readonly StaffRole[];
  /** The tab's title: 'Staff'. */
  headTitle: string;
  /** What the page is, for the message a role it is not for reads: 'The staff page'. */
  title: string;
  children: (staff: StaffMember) => ReactNode;
}

const rolesText = (roles: readonly StaffRole[]) =>
  roles.map((role) => ROLE_NAMES[role].toLowerCase()).join(' and ');

export function StaffPage({ roles, headTitle, title, children }: StaffPageProps) {
  const session = useStaffSession();
  const me = useMe(session?.token ?? null);
  const navigate = useNavigate();
  const staff = me.data ?? session?.staff ?? null;
  const handleSignOut = () => {
    void signOut().finally(() => navigate(studioRoutes.login));
  };

  if (session === undefined) {
    return (
      <StudioFrame title={headTitle} staff={null}>
        <StatusMessage kind="loading" title="Checking your session…" />
      </StudioFrame>
    );
  }
  if (session === null) return <Navigate to={studioRoutes.login} replace />;
  if (me.error && !me.data) {
    return (
      <StudioFrame title={headTitle} staff={staff} onSignOut={handleSignOut}>
        <StatusMessage kind="error" title={errorText(me.error)} onRetry={() => void me.mutate()} />
      </StudioFrame>
    );
  }
  if (!staff) return null;
  const allowed = !roles || roles.includes(staff.role);
  return (
    <MuiTheme>
      <StudioFrame title={headTitle} staff={staff} onSignOut={handleSignOut}>
        {allowed ? (
          children(staff)
        ) : (
          <StatusMessage
            kind="empty"
            title={`${title} is for ${rolesText(roles)} only.`}
            hint={`You are signed in as ${ROLE_NAMES[staff.role].toLowerCase()}.`}
          />
        )}
      </StudioFrame>
    </MuiTheme>
  );
}
