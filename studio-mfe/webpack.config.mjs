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
    './PeoplePage': './src/app/exposes/people-page.tsx',
    './CommentsPage': './src/app/exposes/comments-page.tsx',
    './DevelopersPage': './src/app/exposes/developers-page.tsx',
    './PostsPage': './src/app/exposes/posts-page.tsx',
    './PostPage': './src/app/exposes/post-page.tsx',
    './LeadsPage': './src/app/exposes/leads-page.tsx',
    './LeadPage': './src/app/exposes/lead-page.tsx',
    './CalendarPage': './src/app/exposes/calendar-page.tsx',
    './ReportsPage': './src/app/exposes/reports-page.tsx',
    './CataloguePage': './src/app/exposes/catalogue-page.tsx',
    './CatalogueImportPage': './src/app/exposes/catalogue-import-page.tsx',
    './ProjectPage': './src/app/exposes/project-page.tsx',
    './UnitPage': './src/app/exposes/unit-page.tsx',
    './OwnersPage': './src/app/exposes/owners-page.tsx',
  },
  devProxy: { '/api': `http://localhost:${DEV_PORTS.api}` },
});
