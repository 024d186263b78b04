import { paths } from '@villa/shared/lib/paths';
import { ButtonLink } from '@villa/shared/ui/kit';
import { PageHead } from '@villa/shared/ui/page-head';
import { StatusMessage } from '@villa/shared/ui/status-message';

/** A post, tag or category that doesn't exist (404), with the way back to the blog. */
export function NotFoundMessage({ title }: { title: string }) {
  return (
    <>
      <PageHead title={title} noindex />
      <StatusMessage
        kind="empty"
        title={title}
        hint="It may have been moved or removed."
        action={
          <ButtonLink to={paths.blog()} variant="contained">
            Go to the blog
          </ButtonLink>
        }
      />
    </>
  );
}
