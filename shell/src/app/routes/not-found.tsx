import { ButtonLink } from '@villa/shared/ui/kit';
import { paths } from '@villa/shared/lib/paths';
import { Paragraph, TextPage } from './text-page.tsx';

export default function NotFoundPage() {
  return (
    <TextPage title="Page not found">
      <Paragraph>The page you were looking for has moved or never existed.</Paragraph>
      <ButtonLink to={paths.units()} variant="contained">
        Show All Villas
      </ButtonLink>
    </TextPage>
  );
}
