import { Button, Stack, Typography } from '@villa/shared/mui/core';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import { enquiryRequest } from '@villa/shared/lib/enquiry-request';
import { mountDevHost } from '@villa/shared/dev/dev-host';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import EnquiryHost from '../exposes/enquiry-host.tsx';

// Dev only: the dev host, like the shell, provides no MUI theme, so this page brings its own.
function DevHome() {
  return (
    <MuiTheme>
      <Stack spacing={2} sx={{ p: 4, alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1">
          Enquiry remote
        </Typography>
        <Button
          variant="contained"
          onClick={() => emitVillaEvent('enquiry:open', enquiryRequest({ title: 'General enquiry' }))}
        >
          Open a general enquiry
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            emitVillaEvent('enquiry:open', {
              ...enquiryRequest({ title: 'Expert advice' }),
              is_connect_with_expert: true,
              withSchedule: true,
            })
          }
        >
          Open an expert enquiry
        </Button>
      </Stack>
    </MuiTheme>
  );
}

mountDevHost({
  remote: 'enquiry',
  // The remote's pages (REMOTE_PAGES), each from its exposed file; tests stay out of the bundle.
  loadExposed: (file) => import(/* webpackExclude: /\.test\.tsx$/ */ `../exposes/${file}.tsx`),
  routes: [{ path: '/', element: <DevHome /> }],
  extra: <EnquiryHost />,
});
