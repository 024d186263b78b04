import { paths } from '@villa/shared/lib/paths';
import { breadcrumbList } from '@villa/shared/ui/page-head';
import { PageHead } from '@villa/shared/ui/page-head';

export interface EnquiryPageHeadProps {
  title: string;
  description: string;
  /** The page's own path (`paths.expert()`…): its canonical address. */
  path: string;
}

/**
 * The head of a page of this remote (/connect-with-expert, /for-developers, /list-your-villa): its
 * title, description and canonical, and where it sits (Home › the page). The words are the page's
 * own, the same on the server and in the browser.
 */
export function EnquiryPageHead({ title, description, path }: EnquiryPageHeadProps) {
  return (
    <PageHead
      title={title}
      description={description}
      canonical={path}
      structuredData={[
        breadcrumbList([
          { name: 'Home', path: paths.home() },
          { name: title, path },
        ]),
      ]}
    />
  );
}
