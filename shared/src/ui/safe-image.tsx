import { useState } from 'react';
import styled from '@emotion/styled';
import { withoutProps } from '@villa/shared/ui/kit';
import { colors, space, text } from '@villa/shared/ui/tokens';

export interface SafeImageProps {
  src: string;
  /** Describes the image; shown in its place when it cannot be loaded. */
  alt: string;
  /** Intrinsic size: reserves the space (and aspect ratio) before the image arrives. */
  width: number;
  height: number;
  /** Load at once with high priority, for the image that is the page's largest paint. */
  priority?: boolean;
  /** The picture for other widths (a <picture>): the first source whose media matches loads instead. */
  sources?: readonly { media: string; srcSet: string }[];
  /** Styles it further (emotion's `styled(SafeImage)` passes its class here). */
  className?: string;
}

const Image = styled.img({ display: 'block', maxWidth: '100%', height: 'auto', objectFit: 'cover' });

const Missing = styled('div', { shouldForwardProp: withoutProps('size') })<{ size: [number, number] }>(
  ({ size }) => ({
    width: size[0],
    aspectRatio: `${size[0]} / ${size[1]}`,
    maxWidth: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: space(1),
    backgroundColor: colors.muted,
    color: colors.text.secondary,
    ...text.body2,
    textAlign: 'center',
    overflow: 'hidden',
  }),
);

/** An <img> that loads lazily and, when it fails (spec 8), shows its alt text in a neutral box. */
export function SafeImage({ src, alt, width, height, priority = false, sources, className }: SafeImageProps) {
  // Remembering which src failed resets the fallback when a new src comes in.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Missing role="img" aria-label={alt} className={className} size={[width, height]}>
        {alt}
      </Missing>
    );
  }
  const image = (
    <Image
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailedSrc(src)}
      className={className}
    />
  );
  if (!sources?.length) return image;
  return (
    <picture style={{ display: 'contents' }}>
      {sources.map((source) => (
        <source key={source.media} media={source.media} srcSet={source.srcSet} />
      ))}
      {image}
    </picture>
  );
}
