import { Button } from '@villa/shared/mui/core';
import { Link as RouterLink } from '@villa/shared/router';
import { paths } from '@villa/shared/lib/paths';
import { StatusMessage } from '@villa/shared/ui/status-message';

/** A post, tag or category that doesn't exist (404), with the way back to the blog. */
export function NotFoundMessage({ title }: { title: string }) {
  return (
    <StatusMessage
      kind="empty"
      title={title}
      hint="It may have been moved or removed."
      action={
        <Button component={RouterLink} to={paths.blog()} variant="contained">
          Go to the blog
        </Button>
      }
    />
  );
}
