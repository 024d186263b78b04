import styled from '@emotion/styled';
import { Card, Skeleton } from '@villa/shared/ui/kit';
import { space, text } from '@villa/shared/ui/tokens';
import { FactRow } from './card-facts.tsx';
import { CardBody } from './card-layout.tsx';
import { CardGridLayout } from './card-grid.tsx';

/**
 * Card heights below the picture, as the cards lay them out: padding 16 + title 22 + price 28 +
 * fact lines (20 and the 24 px RERA chip) + 8 px between lines + padding 16 + 2 px of border.
 */
export const CARD_BODY_HEIGHT = { units: 152, projects: 124 } as const;

export type CardKind = keyof typeof CARD_BODY_HEIGHT;

// Each bar of text is as tall as the line it stands for (its line height, in em of its text style).
const TitleLine = styled.div({ ...text.h6, fontSize: '1.05rem', lineHeight: 1.3 });
const PriceLine = styled.div(text.subtitle1);
const FactLine = styled.div(text.body2);

const PictureSkeleton = styled(Skeleton)({ aspectRatio: '16 / 10' });

/** A line of skeleton facts, as the card's fact line. */
const SkeletonRow = styled.div({
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap: space(2),
});
const SpreadRow = styled(SkeletonRow)({ justifyContent: 'space-between' });

/** A fact line's stand-in: an icon-sized dot and a short bar of body text. */
function FactSkeleton({ width }: { width: number }) {
  return (
    <FactRow>
      <Skeleton shape="circle" width={20} height={20} />
      <FactLine>
        <Skeleton width={width} height="1.43em" />
      </FactLine>
    </FactRow>
  );
}

/** The stand-in of a villa or project card, laid out as the card is so it is just as tall. */
export function CardSkeleton({ kind }: { kind: CardKind }) {
  const chip = <Skeleton shape="rounded" width={52} height={24} />;
  return (
    <Card data-testid="card-skeleton">
      <PictureSkeleton shape="rect" width="100%" />
      <CardBody>
        <TitleLine>
          <Skeleton width="70%" height="1.3em" />
        </TitleLine>
        <PriceLine>
          <Skeleton width="35%" height="1.75em" />
        </PriceLine>
        {kind === 'units' ? (
          <>
            <FactSkeleton width={96} />
            <SkeletonRow>
              <FactSkeleton width={80} />
              <FactSkeleton width={80} />
              {chip}
            </SkeletonRow>
          </>
        ) : (
          <SpreadRow>
            <FactSkeleton width={96} />
            {chip}
          </SpreadRow>
        )}
      </CardBody>
    </Card>
  );
}

/** Cards standing in for a list's first page: a screenful, in the list's grid. */
export function CardGridSkeleton({ kind, count = 4 }: { kind: CardKind; count?: number }) {
  return (
    <CardGridLayout aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} kind={kind} />
      ))}
    </CardGridLayout>
  );
}
