import { ButtonLink } from '@villa/shared/ui/kit';
import { useListingPath } from '@villa/shared/state/remembered-city';
import { Paragraph, TextPage } from './text-page.tsx';

export default function NotFoundPage() {
  const listing = useListingPath();
  return (
    <TextPage title="Page not found">
      <Paragraph>The page you were looking for has moved or never existed.</Paragraph>
      <ButtonLink to={listing} variant="contained">
        Show All Villas
      </ButtonLink>
    </TextPage>
  );
}
