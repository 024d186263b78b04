// Download the whole catalogue as a file of the import template, in CSV or JSON.
import { useState } from 'react';
import styled from '@emotion/styled';
import { IMPORT_FORMATS, type ImportFormat } from '@villa/api/contract/catalogue-import';
import { Button, Text } from '@villa/shared/ui/kit';
import { space } from '@villa/shared/ui/tokens';
import { errorText } from '../../../lib/studio-api.ts';
import { fetchCatalogue, saveFile } from '../api/download-catalogue.ts';

const Row = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space(1.5), marginTop: space(2) });

export function ExportButtons() {
  const [busy, setBusy] = useState<ImportFormat | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);

  const download = async (format: ImportFormat) => {
    setBusy(format);
    setNotice(null);
    try {
      const { file, name } = await fetchCatalogue(format);
      saveFile(file, name);
      setNotice({ text: `The catalogue is downloaded as ${name}.`, error: false });
    } catch (error) {
      setNotice({ text: errorText(error), error: true });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Row>
        {IMPORT_FORMATS.map((format) => (
          <Button
            key={format}
            variant="outlined"
            disabled={busy !== null}
            onClick={() => void download(format)}
          >
            {`Download the catalogue (${format.toUpperCase()})`}
          </Button>
        ))}
      </Row>
      <div aria-live="polite">
        {busy && (
          <Text look="body2" tone="secondary" style={{ marginTop: space(1.5) }}>
            Downloading the catalogue…
          </Text>
        )}
        {notice && (
          <Text
            role={notice.error ? 'alert' : undefined}
            look="body2"
            tone={notice.error ? 'error' : 'brand'}
            style={{ marginTop: space(1.5) }}
          >
            {notice.text}
          </Text>
        )}
      </div>
    </>
  );
}
