import type { EnquiryHostProps } from '@villa/shared/contracts/exposed-modules';
import { EnquiryHost } from '../../features/enquiry/components/enquiry-host.tsx';

/** `enquiry/EnquiryHost`: mounted once by the shell; invisible until an enquiry is opened. */
export default function EnquiryHostModule({ initialRequest }: EnquiryHostProps) {
  return <EnquiryHost initialRequest={initialRequest} />;
}
