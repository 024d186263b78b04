import styled from '@emotion/styled';
import { Link } from '@villa/shared/router';
import { colors, space, text } from '@villa/shared/ui/tokens';

/** A sidebar block's way to the whole list: 'All topics', 'All tags'. */
export const MoreLink = styled(Link)({
  ...text.body2,
  display: 'inline-block',
  marginTop: space(1.5),
  fontWeight: 600,
  color: colors.primary.main,
  '&:hover': { textDecoration: 'underline' },
});
