import { useState } from 'react';
import { Box, type SxProps, type Theme } from '@villa/shared/mui/core';

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
  className?: string;
  sx?: SxProps<Theme>;
}

/** An <img> that loads lazily and, when it fails (spec 8), shows its alt text in a neutral box. */
export function SafeImage({
  src,
  alt,
  width,
  height,
  priority = false,
  sources,
  className,
  sx,
}: SafeImageProps) {
  // Remembering which src failed resets the fallback when a new src comes in.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Box
        role="img"
        aria-label={alt}
        className={className}
        sx={[
          {
            width,
            maxWidth: '100%',
            aspectRatio: `${width} / ${height}`,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            p: 1,
            bgcolor: 'grey.100',
            color: 'text.secondary',
            typography: 'body2',
            textAlign: 'center',
            overflow: 'hidden',
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {alt}
      </Box>
    );
  }
  const image = (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailedSrc(src)}
      className={className}
      sx={[
        { display: 'block', maxWidth: '100%', height: 'auto', objectFit: 'cover' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
  if (!sources?.length) return image;
  return (
    // display: contents, so the <img> lays out as it would on its own.
    <Box component="picture" sx={{ display: 'contents' }}>
      {sources.map((source) => (
        <source key={source.media} media={source.media} srcSet={source.srcSet} />
      ))}
      {image}
    </Box>
  );
}
