import { createAppConfig, DEV_PORTS } from '@villa/tooling/webpack';

export default createAppConfig({
  name: 'enquiry',
  dir: import.meta.dirname,
  title: 'Villa marketplace – enquiry (standalone)',
  exposes: {
    './EnquiryHost': './src/app/exposes/enquiry-host.tsx',
    './ExpertPage': './src/app/exposes/expert-page.tsx',
    './DeveloperPage': './src/app/exposes/developer-page.tsx',
  },
  devProxy: { '/api': `http://localhost:${DEV_PORTS.api}` },
});
