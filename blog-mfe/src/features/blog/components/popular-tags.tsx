import { Box, Chip, Stack, Typography } from '@villa/shared/mui/core';
import { Link as RouterLink } from '@villa/shared/router';
import { paths } from '@villa/shared/lib/paths';
import { tintedChipSx } from '../../../lib/tint.ts';
import { usePopularTags } from '../api/get-popular-tags.ts';

/** 'Popular Tags' (spec 2.5): shown only when there are tags; each chip in its tag's colour. */
export function PopularTags() {
  const { data } = usePopularTags();
  const tags = data?.data ?? [];
  // Loading, failed or empty: the block is left out rather than showing an empty box.
  if (tags.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="popular-tags-heading">
      <Typography id="popular-tags-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Popular Tags
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {tags.map((tag) => (
          <Chip
            key={tag._id}
            component={RouterLink}
            to={paths.blogTag(tag.slug)}
            clickable
            label={tag.name}
            sx={tintedChipSx(tag.color)}
          />
        ))}
      </Stack>
    </Box>
  );
}
