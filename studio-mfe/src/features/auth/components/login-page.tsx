import { studioRoutes } from '@villa/api/contract/studio-pages';
import { Navigate, useNavigate } from '@villa/shared/router';
import { Card, Text } from '@villa/shared/ui/kit';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { space } from '@villa/shared/ui/tokens';
import { StudioFrame } from '../../../components/studio-frame.tsx';
import { useStaffSession } from '../../../lib/staff-session.ts';
import { LoginForm } from './login-form.tsx';

/** /studio/login: a signed-in staff member goes on to the studio. */
export function LoginPage() {
  const session = useStaffSession();
  const navigate = useNavigate();
  if (session) return <Navigate to={studioRoutes.home} replace />;
  return (
    <StudioFrame title="Sign in" staff={null}>
      <Card style={{ padding: space(4), maxWidth: 520 }}>
        <Text as="h1" look="h5" style={{ marginBottom: space(1) }}>
          Sign in to the studio
        </Text>
        <Text look="body2" tone="secondary" style={{ marginBottom: space(3) }}>
          For the people who run the marketplace. We send a code to your phone.
        </Text>
        <MuiTheme>
          <LoginForm onSignedIn={() => navigate(studioRoutes.home)} />
        </MuiTheme>
      </Card>
    </StudioFrame>
  );
}
