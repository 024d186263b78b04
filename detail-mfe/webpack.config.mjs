import { createAppConfig, DEV_PORTS } from '@villa/tooling/webpack';

export default createAppConfig({
  name: 'detail',
  dir: import.meta.dirname,
  title: 'Villas: detail remote',
  exposes: {
    './UnitDetailPage': './src/app/exposes/unit-detail-page.tsx',
    './ProjectDetailPage': './src/app/exposes/project-detail-page.tsx',
    './ComparePage': './src/app/exposes/compare-page.tsx',
  },
  devProxy: { '/api': `http://localhost:${DEV_PORTS.api}` },
});
