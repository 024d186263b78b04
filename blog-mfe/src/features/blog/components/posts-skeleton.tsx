import styled from '@emotion/styled';
import { Card, Skeleton } from '@villa/shared/ui/kit';
import { space, up } from '@villa/shared/ui/tokens';
import { CardGrid } from './post-grid.tsx';

// A line of skeleton text is as high as a line of the text it stands for: the body's 1.5 line height
// at 1 rem, or at 1.25 rem for a title.
const LINE = '1.5rem';
const TITLE_LINE = '1.875rem';

const Lines = styled.div({ padding: space(2) });
const MetaLine = styled(Skeleton)({ marginTop: space(1) });

/** Text lines of a card: category, title (two lines), excerpt (three), meta. */
function CardLines() {
  return (
    <Lines>
      <Skeleton width="30%" height={LINE} />
      <Skeleton height={TITLE_LINE} />
      <Skeleton height={TITLE_LINE} width="70%" />
      <Skeleton height={LINE} />
      <Skeleton height={LINE} />
      <Skeleton width="60%" height={LINE} />
      <MetaLine width="40%" height={LINE} />
    </Lines>
  );
}

/** The picture of a card, at the real picture's 640 × 360. */
const Picture = styled(Skeleton)({ aspectRatio: '640 / 360' });

const FeaturedCard = styled(Card)({
  marginBottom: space(3),
  display: 'flex',
  flexDirection: 'column',
  [up('md')]: { flexDirection: 'row' },
});

const FeaturedPicture = styled(Picture)({ [up('md')]: { width: '55%' } });

const FeaturedLines = styled.div({ flex: 1 });

/**
 * The posts section while its page loads: a featured card and a grid of cards the size of the real
 * ones, so that the sidebar below it (on phones) and the footer don't jump when the posts arrive.
 */
export function PostsSkeleton({ cards }: { cards: number }) {
  return (
    <div role="status" aria-label="Loading posts...">
      <FeaturedCard data-testid="post-card-placeholder">
        <FeaturedPicture shape="rect" width="100%" />
        <FeaturedLines>
          <CardLines />
        </FeaturedLines>
      </FeaturedCard>
      <CardGrid>
        {Array.from({ length: cards }, (_, index) => (
          <Card key={index} data-testid="post-card-placeholder">
            <Picture shape="rect" width="100%" />
            <CardLines />
          </Card>
        ))}
      </CardGrid>
    </div>
  );
}
