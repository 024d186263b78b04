// The blog's comments for moderation: the post, who wrote it, what, when, how many came from the same
// address, and hide or show again. Paged by the server, newest first.
import styled from '@emotion/styled';
import type { ColumnDef } from '@tanstack/react-table';
import type { StudioComment } from '@villa/shared/contracts/entities';
import { STUDIO_COMMENTS_PAGE_SIZE } from '@villa/api/contract/blog-studio';
import { Button } from '@villa/shared/ui/kit';
import { colors, text } from '@villa/shared/ui/tokens';
import { DataTable } from '../../../components/data-table.tsx';
import { indiaTime } from '../../../lib/india-time.ts';

const PostButton = styled.button({
  ...text.body2,
  padding: 0,
  border: 0,
  background: 'none',
  color: colors.primary.main,
  textAlign: 'left',
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 2 },
});

export interface CommentsTableProps {
  comments: StudioComment[];
  total: number;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  busyId: string | null;
  onToggle: (comment: StudioComment) => void;
  /** Shows only the comments on this comment's post; absent while that is shown already. */
  onPost?: (comment: StudioComment) => void;
}

export function CommentsTable({
  comments,
  total,
  page,
  pageCount,
  onPage,
  busyId,
  onToggle,
  onPost,
}: CommentsTableProps) {
  const columns: ColumnDef<StudioComment, unknown>[] = [
    {
      id: 'post',
      header: 'Post',
      accessorFn: (comment) => comment.post_title,
      enableSorting: false,
      cell: ({ row: { original } }) =>
        onPost ? (
          <PostButton
            type="button"
            onClick={() => onPost(original)}
            aria-label={`Only the comments on ${original.post_title}`}
          >
            {original.post_title}
          </PostButton>
        ) : (
          original.post_title
        ),
    },
    { id: 'name', header: 'Name', accessorFn: (comment) => comment.name, enableSorting: false },
    { id: 'email', header: 'Email', accessorFn: (comment) => comment.email, enableSorting: false },
    {
      id: 'comment',
      header: 'Comment',
      enableSorting: false,
      accessorFn: (comment) => comment.comment,
      // Plain text as the reader wrote it: React shows it as text, never as HTML.
      cell: ({ row: { original } }) => <span style={{ whiteSpace: 'pre-wrap' }}>{original.comment}</span>,
    },
    {
      id: 'at',
      header: 'When (IST)',
      enableSorting: false,
      accessorFn: (comment) => indiaTime(comment.created_at),
    },
    {
      id: 'address',
      header: 'Same address',
      enableSorting: false,
      accessorFn: (comment) => (comment.address_comments === null ? 'Not kept' : comment.address_comments),
    },
    {
      id: 'status',
      header: 'Status',
      enableSorting: false,
      cell: ({ row: { original } }) => (
        <Button
          size="small"
          variant={original.hidden ? 'contained' : 'outlined'}
          disabled={busyId === original._id}
          onClick={() => onToggle(original)}
          aria-label={`${original.hidden ? 'Show again' : 'Hide'}: the comment by ${original.name}`}
        >
          {original.hidden ? 'Hidden · Show again' : 'Hide'}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label="Comments"
      rows={comments}
      columns={columns}
      rowId={(comment) => comment._id}
      empty="No comments here."
      pageSize={STUDIO_COMMENTS_PAGE_SIZE}
      serverPaging={{ page, pageCount, onPage }}
      summary={`${total} ${total === 1 ? 'comment' : 'comments'}`}
    />
  );
}
