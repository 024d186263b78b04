// The posts in every state: title (to the editor), status and time, author, categories, featured,
// last change. Paged by the server.
import styled from '@emotion/styled';
import type { ColumnDef } from '@tanstack/react-table';
import { STUDIO_POSTS_PAGE_SIZE } from '@villa/api/contract/blog-studio';
import type { StudioPostSummary } from '@villa/shared/contracts/entities';
import { Link } from '@villa/shared/router';
import { colors, text } from '@villa/shared/ui/tokens';
import { DataTable } from '../../../components/data-table.tsx';
import { indiaTime } from '../../../lib/india-time.ts';
import { postPath } from '../post-path.ts';
import { statusLine } from './post-status.ts';

const TitleLink = styled(Link)({
  ...text.subtitle2,
  color: colors.primary.main,
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 2 },
});

export interface PostsTableProps {
  posts: StudioPostSummary[];
  total: number;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

const columns: ColumnDef<StudioPostSummary, unknown>[] = [
  {
    id: 'title',
    header: 'Title',
    accessorFn: (post) => post.title,
    cell: ({ row: { original } }) => <TitleLink to={postPath(original._id)}>{original.title}</TitleLink>,
  },
  { id: 'status', header: 'Status', accessorFn: (post) => statusLine(post) },
  { id: 'author', header: 'Author', accessorFn: (post) => post.author.name },
  {
    id: 'categories',
    header: 'Categories',
    enableSorting: false,
    accessorFn: (post) => post.categories.map((category) => category.name).join(', ') || '—',
  },
  { id: 'featured', header: 'Featured', accessorFn: (post) => (post.is_featured ? 'Yes' : 'No') },
  { id: 'updated', header: 'Changed (IST)', accessorFn: (post) => indiaTime(post.updated_at) },
];

export function PostsTable({ posts, total, page, pageCount, onPage }: PostsTableProps) {
  return (
    <DataTable
      label="Posts"
      rows={posts}
      columns={columns}
      rowId={(post) => post._id}
      empty="No posts here."
      pageSize={STUDIO_POSTS_PAGE_SIZE}
      serverPaging={{ page, pageCount, onPage }}
      summary={`${total} ${total === 1 ? 'post' : 'posts'}`}
    />
  );
}
