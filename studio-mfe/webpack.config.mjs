import { createAppConfig, DEV_PORTS } from '@villa/tooling/webpack';

export default createAppConfig({
  name: 'studio',
  dir: import.meta.dirname,
  title: 'Villa marketplace – studio (standalone)',
  exposes: {
    './LoginPage': './src/app/exposes/login-page.tsx',
    './HomePage': './src/app/exposes/home-page.tsx',
    './StaffPage': './src/app/exposes/staff-page.tsx',
    './AuditPage': './src/app/exposes/audit-page.tsx',
  },
  devProxy: { '/api': `http://localhost:${DEV_PORTS.api}` },
});
