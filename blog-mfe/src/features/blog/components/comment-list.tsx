import styled from '@emotion/styled';
import type { Comment } from '@villa/api/schemas';
import { formatBlogDate } from '@villa/shared/format/date';
import { colors, space, text } from '@villa/shared/ui/tokens';

const List = styled.ol({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

const Item = styled.li({
  display: 'grid',
  gridTemplateColumns: '40px 1fr',
  columnGap: space(1.5),
  padding: space(2, 0),
  borderBottom: `1px solid ${colors.divider}`,
  '&:last-of-type': { borderBottom: 0 },
});

const Initials = styled.span({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  ...text.body2,
  fontWeight: 600,
  color: colors.primary.main,
  backgroundColor: colors.muted,
  gridRow: 'span 2',
});

const Meta = styled.p({ ...text.body2, display: 'flex', flexWrap: 'wrap', gap: space(0, 1) });

const Name = styled.span({ fontWeight: 600, overflowWrap: 'anywhere' });

const When = styled.time({ color: colors.text.secondary });

/** The comment as typed: its line breaks kept, long words (and links, shown as text) wrapped. */
const Body = styled.p({
  ...text.body1,
  gridColumn: 2,
  marginTop: space(0.5),
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** A post's comments, oldest first. Everything is plain text: React escapes it, nothing is HTML. */
export function CommentList({ comments }: { comments: Comment[] }) {
  return (
    <List aria-label="Comments">
      {comments.map((comment) => (
        <Item key={comment._id}>
          <Initials aria-hidden>{initials(comment.name)}</Initials>
          <Meta>
            <Name>{comment.name}</Name>
            <When dateTime={comment.created_at}>{formatBlogDate(comment.created_at)}</When>
          </Meta>
          <Body>{comment.comment}</Body>
        </Item>
      ))}
    </List>
  );
}
