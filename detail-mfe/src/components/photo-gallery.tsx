import { useState } from 'react';
import styled from '@emotion/styled';
import type { Image } from '@villa/shared/contracts/entities';
import { SafeImage } from '@villa/shared/ui/safe-image';
import { colors, space, up } from '@villa/shared/ui/tokens';

const Figure = styled.figure({ margin: 0 });

// Wide but short on desktop, so the section tabs stay near the first screen.
const MainPhoto = styled(SafeImage)({
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: 30,
  [up('md')]: { aspectRatio: '12 / 5' },
});

const Thumbnails = styled.ul({
  display: 'flex',
  gap: space(1),
  listStyle: 'none',
  margin: 0,
  marginTop: space(1),
  padding: 0,
  paddingBottom: space(0.5),
  overflowX: 'auto',
});

const Thumbnail = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: 20,
  overflow: 'hidden',
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  outlineOffset: 1,
  '&[aria-pressed="true"]': { outline: `2px solid ${colors.primary.main}` },
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}` },
});

const ThumbnailPhoto = styled(SafeImage)({ width: 112, height: 72 });

/** The page's pictures: the first one large, the others as thumbnails that show it large. */
export function PhotoGallery({ images, name }: { images: readonly Image[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  return (
    <Figure aria-label={`Photos of ${name}`}>
      <MainPhoto src={current?.url ?? ''} alt={current?.alt || name} width={1200} height={675} priority />
      {images.length > 1 ? (
        <Thumbnails aria-label="More photos">
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <Thumbnail
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Show photo ${index + 1}: ${image.alt || name}`}
                aria-pressed={index === selected}
              >
                <ThumbnailPhoto src={image.url} alt="" width={112} height={72} />
              </Thumbnail>
            </li>
          ))}
        </Thumbnails>
      ) : null}
    </Figure>
  );
}
