// /studio/catalogue/import (editors and admins): the catalogue's bulk import and export
// (docs/catalogue-import.md). A file of the template is checked first (a dry run: nothing written),
// its report shown row by row; "Import N rows" then sends the same text with the dry run's
// fingerprint, and the API writes it in one transaction, or answers 409 if anything changed since.
import { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportFormat } from '@villa/api/contract/catalogue-import';
import { studioRoutes } from '@villa/api/contract/studio-pages';
import type { ImportReportBody } from '@villa/shared/contracts/entities';
import { ApiError } from '@villa/shared/api/client';
import { Link } from '@villa/shared/router';
import { Button, Card, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { colors, radius, space, text } from '@villa/shared/ui/tokens';
import { errorText } from '../../../lib/studio-api.ts';
import { importCatalogue } from '../api/import-catalogue.ts';
import { ExportButtons } from './export-buttons.tsx';
import { fileProblem, formatOf, IMPORT_ACCEPT, megabytes } from './import-file.ts';
import { ImportReport } from './import-report.tsx';

const Section = styled(Card)({ padding: space(3), marginTop: space(3) });
const Picker = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: space(2) });
const FileLabel = styled.label({ ...text.body2, display: 'grid', gap: space(0.5), fontWeight: 600 });
const FileInput = styled.input({
  ...text.body2,
  padding: space(1),
  border: `1px solid ${colors.divider}`,
  borderRadius: radius.control,
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 2 },
});
const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space(1.5), marginTop: space(3) });

/** A file checked by a dry run: what it would do, and the very text to import. */
interface Checked {
  name: string;
  format: ImportFormat;
  content: string;
  report: ImportReportBody;
}

/** A refused check or import: the API's words; `stale` for a 409 (check the file again). */
interface Failure {
  message: string;
  stale: boolean;
}

const rowsText = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'row' : 'rows'}`;

export function CatalogueImport() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [result, setResult] = useState<ImportReportBody | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const outcome = useRef<HTMLHeadingElement>(null);

  // A new report or result takes the focus, so a keyboard or screen reader lands on it.
  useEffect(() => outcome.current?.focus(), [checked, result]);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen ? fileProblem(chosen) : null);
    setChecked(null);
    setResult(null);
    setFailure(null);
  };

  const check = async () => {
    if (!file) return setFileError('Choose a CSV or JSON file first.');
    const problem = fileProblem(file);
    const format = formatOf(file.name);
    if (problem || !format) return setFileError(problem);
    setBusy('check');
    setFailure(null);
    setResult(null);
    setChecked(null);
    try {
      const content = await file.text();
      const report = await importCatalogue({ format, content, dry_run: true });
      setChecked({ name: file.name, format, content, report });
    } catch (error) {
      setFailure({ message: errorText(error), stale: false });
    } finally {
      setBusy(null);
    }
  };

  const runImport = async (plan: Checked) => {
    setBusy('import');
    setFailure(null);
    try {
      const done = await importCatalogue({
        format: plan.format,
        content: plan.content,
        dry_run: false,
        fingerprint: plan.report.fingerprint,
      });
      setChecked(null);
      setResult(done);
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 409;
      if (stale) setChecked(null);
      setFailure({ message: errorText(error), stale });
    } finally {
      setBusy(null);
    }
  };

  const toWrite = checked ? checked.report.counts.add + checked.report.counts.change : 0;

  return (
    <>
      <Text as="h1" look="h5">
        Import and export
      </Text>
      <Text look="body2" tone="secondary">
        Projects and villas in bulk, in one template as CSV or JSON.{' '}
        <Link to={studioRoutes.catalogue}>Back to the catalogue</Link>
      </Text>

      <Section aria-labelledby="catalogue-export">
        <Text as="h2" id="catalogue-export" look="h6">
          Export
        </Text>
        <Text look="body2" tone="secondary">
          The whole catalogue, every project and villa in every state, as a file of the template: a good start
          for a correction, which imports back.
        </Text>
        <ExportButtons />
      </Section>

      <Section aria-labelledby="catalogue-import">
        <Text as="h2" id="catalogue-import" look="h6">
          Import
        </Text>
        <Text look="body2" tone="secondary" style={{ marginBottom: space(2) }}>
          One row a project or a villa; <code>ref</code> is your own reference for it (a builder&apos;s code,
          a spreadsheet&apos;s id), so importing the same file again updates rather than adds. A villa names
          its project by the project&apos;s <code>ref</code>. An empty cell leaves a field as it is. Every
          column is described in the template&apos;s documentation (docs/catalogue-import.md). At most{' '}
          {rowsText(IMPORT_MAX_ROWS)} and {megabytes(IMPORT_MAX_BYTES)} a file. The file is checked first;
          nothing is written until you import it.
        </Text>
        <Picker>
          <FileLabel>
            File (CSV or JSON)
            <FileInput
              type="file"
              accept={IMPORT_ACCEPT}
              aria-describedby={fileError ? 'import-file-error' : undefined}
              aria-invalid={fileError ? true : undefined}
              disabled={busy !== null}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
          </FileLabel>
          <Button variant="contained" disabled={busy !== null} onClick={() => void check()}>
            Check the file
          </Button>
        </Picker>
        {fileError && (
          <Text id="import-file-error" role="alert" look="body2" tone="error" style={{ marginTop: space(1) }}>
            {fileError}
          </Text>
        )}

        {busy === 'check' && <StatusMessage kind="loading" title="Checking the file…" />}
        {busy === 'import' && <StatusMessage kind="loading" title="Importing…" />}
        {failure && (
          <StatusMessage
            kind="error"
            title={failure.message}
            hint={
              failure.stale ? 'Nothing was written. Check the file again before importing it.' : undefined
            }
            action={
              failure.stale ? (
                <Button variant="contained" onClick={() => void check()}>
                  Check the file again
                </Button>
              ) : undefined
            }
          />
        )}

        {checked && busy === null && (
          <section aria-labelledby="import-outcome">
            <Text
              as="h3"
              id="import-outcome"
              ref={outcome}
              tabIndex={-1}
              look="h6"
              style={{ marginTop: space(3) }}
            >
              What the import of {checked.name} would do
            </Text>
            <Text look="body2" tone="secondary">
              {rowsText(checked.report.rows)} checked; nothing is written yet.
              {checked.report.counts.refuse > 0 &&
                ' The refused rows are left out of the import: correct them and check the file again to take them too.'}
            </Text>
            <ImportReport report={checked.report} />
            <Actions>
              {toWrite > 0 ? (
                <Button variant="contained" onClick={() => void runImport(checked)}>
                  Import {rowsText(toWrite)}
                </Button>
              ) : (
                <Text look="body2">Nothing to import: no row would be added or changed.</Text>
              )}
            </Actions>
          </section>
        )}

        {result && busy === null && (
          <section aria-labelledby="import-outcome">
            <Text
              as="h3"
              id="import-outcome"
              ref={outcome}
              tabIndex={-1}
              look="h6"
              style={{ marginTop: space(3) }}
            >
              The import is done
            </Text>
            <Text look="body2" tone="brand">
              {result.counts.add} added and {result.counts.change} changed, in one transaction
              {result.counts.refuse > 0 ? `; ${rowsText(result.counts.refuse)} refused and left out` : ''}.
              The buyers&apos; pages show the change now.
            </Text>
            <ImportReport report={result} />
          </section>
        )}
      </Section>
    </>
  );
}
