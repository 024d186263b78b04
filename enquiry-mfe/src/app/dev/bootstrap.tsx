import { Button, Stack, Typography } from '@villa/shared/mui/core';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import { mountDevHost } from '@villa/shared/dev/dev-host';
import { paths } from '@villa/shared/lib/paths';
import DeveloperPage from '../exposes/developer-page.tsx';
import EnquiryHost from '../exposes/enquiry-host.tsx';
import ExpertPage from '../exposes/expert-page.tsx';

function DevHome() {
  return (
    <Stack spacing={2} sx={{ p: 4, alignItems: 'flex-start' }}>
      <Typography variant="h5" component="h1">
        Enquiry remote
      </Typography>
      <Button
        variant="contained"
        onClick={() => emitVillaEvent('enquiry:open', { title: 'General enquiry' })}
      >
        Open a general enquiry
      </Button>
      <Button
        variant="outlined"
        onClick={() =>
          emitVillaEvent('enquiry:open', {
            title: 'Expert advice',
            is_connect_with_expert: true,
            withSchedule: true,
          })
        }
      >
        Open an expert enquiry
      </Button>
    </Stack>
  );
}

mountDevHost({
  remote: 'enquiry',
  links: [
    { label: 'Expert page', to: paths.expert() },
    { label: 'Developer page', to: paths.developers() },
  ],
  routes: [
    { path: '/', element: <DevHome /> },
    { path: paths.expert(), element: <ExpertPage /> },
    { path: paths.developers(), element: <DeveloperPage /> },
  ],
  extra: <EnquiryHost />,
});
