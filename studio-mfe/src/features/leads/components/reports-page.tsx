// /studio/reports (sales and admins): the inbox's reports (leads by source, partner, project, city and
// week; stage to stage; time to first contact) over a range of days in India time, each as a table and
// a CSV file. Below, for admins, the team's rules: the escalation time and the office hours. The
// report and the range are in the address.
import { useState } from 'react';
import styled from '@emotion/styled';
import type { ColumnDef } from '@tanstack/react-table';
import { LEAD_REPORT_TITLES, LEAD_REPORTS, type LeadReport } from '@villa/api/contract/sales';
import type { LeadReportTable, SalesSettings, StaffMember } from '@villa/shared/contracts/entities';
import { useSearchParams } from '@villa/shared/router';
import { Button, Card, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space, up } from '@villa/shared/ui/tokens';
import { DataTable } from '../../../components/data-table.tsx';
import { FieldRow, InputBox, SelectBox } from '../../../components/native-fields.tsx';
import { saveFile } from '../../../lib/save-file.ts';
import { errorText } from '../../../lib/studio-api.ts';
import {
  fetchReportCsv,
  saveSalesSettings,
  useReport,
  useSalesSettings,
  type ReportRange,
} from '../api/reports.ts';

const Section = styled(Card)({ padding: space(2), marginTop: space(3), [up('sm')]: { padding: space(3) } });
const Head = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(1, 2),
  marginBottom: space(2),
});
const SettingsForm = styled.form({ display: 'flex', flexDirection: 'column', gap: space(2) });

const isReport = (value: string | null): value is LeadReport =>
  (LEAD_REPORTS as readonly (string | null)[]).includes(value);
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

type Row = { key: string; cells: LeadReportTable['rows'][number] };

const columnsOf = (table: LeadReportTable): ColumnDef<Row, unknown>[] =>
  table.columns.map((title, index) => ({
    id: `c${index}`,
    header: title,
    accessorFn: (row: Row) => row.cells[index] ?? '',
    cell: ({ row: { original } }) => {
      const value = original.cells[index];
      return value === null || value === undefined || value === '' ? '–' : String(value);
    },
  }));

function ReportTable({ table }: { table: LeadReportTable }) {
  const rows: Row[] = table.rows.map((cells, index) => ({ key: String(index), cells }));
  return (
    <DataTable
      label={table.title}
      rows={rows}
      columns={columnsOf(table)}
      rowId={(row) => row.key}
      empty="No leads in these days."
      pageSize={50}
      summary={`${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`}
    />
  );
}

function SettingsEditor({ settings }: { settings: SalesSettings }) {
  const [minutes, setMinutes] = useState(String(settings.escalation_minutes));
  const [opens, setOpens] = useState(settings.office_opens);
  const [closes, setCloses] = useState(settings.office_closes);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const submit = async () => {
    const escalation = Number(minutes);
    if (!Number.isInteger(escalation) || escalation < 1 || escalation > 1440)
      return setSaid({
        text: 'The escalation time is a whole number of minutes, from 1 to 1440.',
        error: true,
      });
    if (!opens || !closes)
      return setSaid({ text: 'Give the hours the office opens and closes.', error: true });
    setBusy(true);
    setSaid(null);
    try {
      const saved = await saveSalesSettings({
        escalation_minutes: escalation,
        office_opens: opens,
        office_closes: closes,
      });
      setSaid({
        text: `The sales settings are saved: a lead still new after ${saved.escalation_minutes} office minutes (${saved.office_opens}–${saved.office_closes} India time) is escalated.`,
        error: false,
      });
    } catch (error) {
      setSaid({ text: errorText(error), error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsForm
      aria-labelledby="settings-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FieldRow>
        <InputBox
          label="Escalate after (office minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          max={1440}
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        />
        <InputBox
          label="Office opens (India time)"
          type="time"
          value={opens}
          onChange={(event) => setOpens(event.target.value)}
        />
        <InputBox
          label="Office closes (India time)"
          type="time"
          value={closes}
          hint="Earlier than the opening when the hours cross midnight"
          onChange={(event) => setCloses(event.target.value)}
        />
      </FieldRow>
      <div aria-live="polite">
        {said && (
          <Text role={said.error ? 'alert' : undefined} look="body2" tone={said.error ? 'error' : 'brand'}>
            {said.text}
          </Text>
        )}
      </div>
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Saving…' : 'Save the settings'}
        </Button>
      </div>
    </SettingsForm>
  );
}

function SalesSettingsSection() {
  const settings = useSalesSettings(true);
  return (
    <Section as="section" aria-labelledby="settings-title">
      <Text as="h2" id="settings-title" look="h6">
        Sales settings
      </Text>
      <Text look="body2" tone="secondary" style={{ marginBottom: space(2) }}>
        A lead still new after this many minutes of office hours is flagged and the admins are told by SMS.
      </Text>
      {settings.isLoading ? (
        <StatusMessage kind="loading" title="Loading the sales settings…" dense />
      ) : settings.data ? (
        <SettingsEditor settings={settings.data} />
      ) : (
        <StatusMessage
          kind="error"
          title={errorText(settings.error)}
          onRetry={() => void settings.mutate()}
          dense
        />
      )}
    </Section>
  );
}

export function SalesReports({ staff }: { staff: StaffMember }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('report');
  const report: LeadReport = isReport(asked) ? asked : LEAD_REPORTS[0];
  const range: ReportRange = {};
  const from = params.get('from');
  const to = params.get('to');
  if (isDay(from)) range.from = from;
  if (isDay(to)) range.to = to;
  const table = useReport(report, range);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const download = async () => {
    setDownloading(true);
    setFailure(null);
    try {
      const file = await fetchReportCsv(report, range);
      saveFile(
        file,
        `leads-${report}${range.from ? `-from-${range.from}` : ''}${range.to ? `-to-${range.to}` : ''}.csv`,
      );
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <Text as="h1" look="h5">
        Reports
      </Text>
      <Text look="body2" tone="secondary">
        The leads by where they came from, how they moved through the stages and how fast buyers were first
        called. Days are India's; an empty date means from the first lead or up to today. Erased buyers count
        without their details.
      </Text>
      <FieldRow style={{ marginTop: space(2) }}>
        <SelectBox label="Report" value={report} onChange={(event) => set('report', event.target.value)}>
          {LEAD_REPORTS.map((name) => (
            <option key={name} value={name}>
              {LEAD_REPORT_TITLES[name]}
            </option>
          ))}
        </SelectBox>
        <InputBox
          label="From"
          type="date"
          value={range.from ?? ''}
          max={range.to}
          onChange={(event) => set('from', event.target.value)}
        />
        <InputBox
          label="To"
          type="date"
          value={range.to ?? ''}
          min={range.from}
          onChange={(event) => set('to', event.target.value)}
        />
      </FieldRow>
      <Section as="section" aria-labelledby="report-title">
        <Head>
          <Text as="h2" id="report-title" look="h6">
            {table.data?.report === report ? table.data.title : LEAD_REPORT_TITLES[report]}
          </Text>
          <Button type="button" variant="outlined" disabled={downloading} onClick={() => void download()}>
            {downloading ? 'Downloading…' : 'Download CSV'}
          </Button>
        </Head>
        {failure && (
          <Text role="alert" look="body2" tone="error" style={{ marginBottom: space(2) }}>
            {failure}
          </Text>
        )}
        {table.isLoading ? (
          <StatusMessage kind="loading" title="Loading the report…" />
        ) : table.error && !table.data ? (
          <StatusMessage kind="error" title={errorText(table.error)} onRetry={() => void table.mutate()} />
        ) : table.data && table.data.rows.length === 0 ? (
          <StatusMessage kind="empty" title="No leads in these days" hint="Try a wider range of dates." />
        ) : table.data ? (
          <ReportTable key={`${report}|${range.from}|${range.to}`} table={table.data} />
        ) : null}
      </Section>
      {staff.role === 'admin' && <SalesSettingsSection />}
    </>
  );
}
