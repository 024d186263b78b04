import styled from '@emotion/styled';
import { Button, Text } from '@villa/shared/ui/kit';
import { space } from '@villa/shared/ui/tokens';

const Tour = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space(1.5),
  alignItems: 'flex-start',
});

/** A link with the kit's button look (the tour is on another site). */
const ButtonAnchor = Button.withComponent('a');

/** A walk through the project, hosted elsewhere: opens in a new tab. */
export function VirtualTour({ url, name }: { url: string; name: string }) {
  return (
    <Tour>
      <Text tone="secondary">Walk through {name} from wherever you are.</Text>
      <ButtonAnchor variant="outlined" href={url} target="_blank" rel="noopener noreferrer">
        Take the virtual tour
      </ButtonAnchor>
    </Tour>
  );
}
