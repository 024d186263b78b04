import { Button, Stack, Typography } from '@villa/shared/mui/core';

/** A walk through the project, hosted elsewhere: opens in a new tab. */
export function VirtualTour({ url, name }: { url: string; name: string }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography sx={{ color: 'text.secondary' }}>Walk through {name} from wherever you are.</Typography>
      <Button variant="outlined" href={url} target="_blank" rel="noopener noreferrer">
        Take the virtual tour
      </Button>
    </Stack>
  );
}
