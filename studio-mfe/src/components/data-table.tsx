// The studio's tables: TanStack Table keeps the rows' sorting and paging; MUI's table (the host's
// `mui/data` surface) draws them. docs/decisions/studio-toolkit.md says why not a data grid.
import { useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { Pagination, Table, TableBody, TableCell, TableRow } from '@villa/shared/mui/data';
import { Text } from '@villa/shared/ui/kit';
import { colors, space, text } from '@villa/shared/ui/tokens';

// A table wider than a phone or a tablet scrolls sideways inside its own region (named, and reachable
// with the keyboard), never the page.
const Scroll = styled.div({
  overflowX: 'auto',
  maxWidth: '100%',
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 2 },
});

const SortButton = styled.button({
  ...text.subtitle2,
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(0.5),
  padding: 0,
  border: 0,
  background: 'none',
  color: colors.text.primary,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 2 },
});

const Footer = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(2),
  paddingTop: space(2),
});

const ARROWS = { asc: '↑', desc: '↓' } as const;

export interface DataTableProps<Row> {
  /** What the table is, for assistive technology: 'Staff'. */
  label: string;
  rows: Row[];
  columns: ColumnDef<Row, unknown>[];
  rowId: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  pageSize: number;
  /** The first sort, e.g. [{ id: 'name', desc: false }]. */
  initialSort?: SortingState;
  /** Paged by the server: the page (1-based), the count of pages, and the change. */
  serverPaging?: { page: number; pageCount: number; onPage: (page: number) => void };
  /** A line beside the pager: '12 people'. */
  summary?: ReactNode;
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, rows, columns, rowId, empty, pageSize, initialSort = [], serverPaging, summary } = props;
  const [sorting, setSorting] = useState<SortingState>(initialSort);
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: rowId,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...(serverPaging
      ? { manualPagination: true, pageCount: serverPaging.pageCount }
      : { getPaginationRowModel: getPaginationRowModel() }),
    initialState: { pagination: { pageIndex: 0, pageSize } },
  });
  const pageCount = serverPaging ? serverPaging.pageCount : table.getPageCount();
  const page = serverPaging ? serverPaging.page : table.getState().pagination.pageIndex + 1;
  const visible = table.getRowModel().rows;
  return (
    <>
      <Scroll role="region" aria-label={`${label} (scrolls sideways on a narrow screen)`} tabIndex={0}>
        {/* Columns keep a readable width on a phone: the region scrolls rather than squeezing them. */}
        <Table aria-label={label} size="small" style={{ minWidth: 640 }}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <TableCell
                      key={header.id}
                      variant="head"
                      component="th"
                      scope="col"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <SortButton type="button" onClick={header.column.getToggleSortingHandler()}>
                          {title}
                          <span aria-hidden="true">{sorted ? ARROWS[sorted] : ''}</span>
                        </SortButton>
                      ) : (
                        title
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </thead>
          <TableBody>
            {visible.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Text look="body2" tone="secondary">
                    {empty}
                  </Text>
                </TableCell>
              </TableRow>
            ) : (
              visible.map((row) => (
                <TableRow key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <TableCell key={cell.id}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </Scroll>
      <Footer>
        <Text look="body2" tone="secondary">
          {summary}
        </Text>
        {pageCount > 1 && (
          <Pagination
            count={pageCount}
            page={page}
            onChange={(_event, next: number) =>
              serverPaging ? serverPaging.onPage(next) : table.setPageIndex(next - 1)
            }
            aria-label={`${label}: pages`}
          />
        )}
      </Footer>
    </>
  );
}
