import type { StudioLoginPageProps } from '@villa/shared/contracts/exposed-modules';
import { LoginPage } from '../../features/auth/components/login-page.tsx';

/** `studio/LoginPage`, route /studio/login. */
export default function StudioLoginPageModule(_props: StudioLoginPageProps) {
  return <LoginPage />;
}
