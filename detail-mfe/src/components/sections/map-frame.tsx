import styled from '@emotion/styled';
import { radius } from '@villa/shared/ui/tokens';

/** The small map's box, its height kept while the map's code loads (no layout shift). */
export const MapFrame = styled.div({
  position: 'relative',
  height: 280,
  borderRadius: radius.card,
  overflow: 'hidden',
});
