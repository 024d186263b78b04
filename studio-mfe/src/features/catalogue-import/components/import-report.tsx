// A dry run's or an import's report: the counts, then the rows to add, to change (with the fields
// that change) and refused (with why), each a table TanStack Table sorts and pages.
import styled from '@emotion/styled';
import type { ColumnDef } from '@tanstack/react-table';
import type { ImportReportBody } from '@villa/shared/contracts/entities';
import { Text } from '@villa/shared/ui/kit';
import { colors, radius, space, up } from '@villa/shared/ui/tokens';
import { DataTable } from '../../../components/data-table.tsx';

type Line = ImportReportBody['added'][number];

/** Rows a page of each table. */
export const REPORT_PAGE_SIZE = 20;

const Counts = styled.dl({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: space(1.5),
  margin: space(2, 0),
  [up('md')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
});
const Count = styled.div({
  padding: space(1.5, 2),
  border: `1px solid ${colors.divider}`,
  borderRadius: radius.control,
  '& dt': { fontSize: '0.875rem', color: colors.text.secondary },
  '& dd': { margin: 0, fontSize: '1.5rem', fontWeight: 700 },
});
const Part = styled.section({ marginTop: space(3) });
const Messages = styled.ul({ margin: 0, paddingLeft: space(2), minWidth: '16rem', color: colors.error });

const RECORD_NAMES = { project: 'Project', villa: 'Villa' } as const;

const lineId = (line: Line) => String(line.row);

const baseColumns: ColumnDef<Line, unknown>[] = [
  { id: 'row', header: 'Row', accessorFn: (line) => line.row },
  {
    id: 'record',
    header: 'Record',
    accessorFn: (line) => (line.record ? RECORD_NAMES[line.record] : 'Not known'),
  },
  { id: 'ref', header: 'Ref', accessorFn: (line) => line.ref ?? 'None' },
];

const changedColumns: ColumnDef<Line, unknown>[] = [
  ...baseColumns,
  {
    id: 'fields',
    header: 'Fields that change',
    enableSorting: false,
    accessorFn: (line) => (line.fields ?? []).join(', '),
  },
];

const refusedColumns: ColumnDef<Line, unknown>[] = [
  ...baseColumns,
  {
    id: 'messages',
    header: 'Why',
    enableSorting: false,
    accessorFn: (line) => (line.messages ?? []).join('; '),
    cell: ({ row: { original } }) => (
      <Messages>
        {(original.messages ?? []).map((message) => (
          <li key={message}>{message}</li>
        ))}
      </Messages>
    ),
  },
];

const rowsText = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

interface PartProps {
  id: string;
  title: string;
  lines: Line[];
  columns: ColumnDef<Line, unknown>[];
}

function ReportPart({ id, title, lines, columns }: PartProps) {
  if (lines.length === 0) return null;
  return (
    <Part aria-labelledby={id}>
      <Text as="h4" id={id} look="subtitle1">
        {title}
      </Text>
      <DataTable
        label={title}
        rows={lines}
        columns={columns}
        rowId={lineId}
        empty="None."
        pageSize={REPORT_PAGE_SIZE}
        initialSort={[{ id: 'row', desc: false }]}
        summary={rowsText(lines.length)}
      />
    </Part>
  );
}

export function ImportReport({ report }: { report: ImportReportBody }) {
  const { counts } = report;
  const verb = report.dry_run ? { add: 'To add', change: 'To change' } : { add: 'Added', change: 'Changed' };
  return (
    <>
      <Counts>
        <Count>
          <dt>{verb.add}</dt>
          <dd>{counts.add}</dd>
        </Count>
        <Count>
          <dt>{verb.change}</dt>
          <dd>{counts.change}</dd>
        </Count>
        <Count>
          <dt>Unchanged</dt>
          <dd>{counts.unchanged}</dd>
        </Count>
        <Count>
          <dt>Refused</dt>
          <dd>{counts.refuse}</dd>
        </Count>
      </Counts>
      <ReportPart id="import-refused" title="Refused rows" lines={report.refused} columns={refusedColumns} />
      <ReportPart
        id="import-added"
        title={report.dry_run ? 'Rows to add' : 'Rows added'}
        lines={report.added}
        columns={baseColumns}
      />
      <ReportPart
        id="import-changed"
        title={report.dry_run ? 'Rows to change' : 'Rows changed'}
        lines={report.changed}
        columns={changedColumns}
      />
    </>
  );
}
