import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_MAX_BYTES } from '@villa/api/contract/catalogue-import';
import { renderWithProviders } from '@villa/shared/testing/render';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import {
  csvFile,
  dryRun,
  FINGERPRINT,
  imported,
  importCsv,
  reportAnswer,
} from '../../../testing/import-data.ts';
import { editor, signedInAs } from '../../../testing/studio-data.ts';
import { CatalogueImport } from './catalogue-import-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const IMPORT = '/api/v1/studio/catalogue/import';

type Body = { format: string; content: string; dry_run: boolean; fingerprint?: string };
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Body;

/** The API: a dry run answers `dryRun`; the import answers `onImport`. */
function stubImport(onImport: (body: Body) => Response = () => Response.json(reportAnswer(imported))) {
  const bodies: Body[] = [];
  const fetchMock = stubFetch((url, init) => {
    if (url.pathname !== IMPORT || init?.method !== 'POST') return new Response('', { status: 404 });
    const body = bodyOf(init);
    bodies.push(body);
    return body.dry_run ? Response.json(reportAnswer(dryRun)) : onImport(body);
  });
  return { fetchMock, bodies };
}

describe('the catalogue import page', () => {
  it('checks a file, shows what it would add, change and refuse, then imports it with the fingerprint', async () => {
    const { bodies } = stubImport();
    const { user } = renderWithProviders(<CatalogueImport />);
    expect(screen.getByRole('heading', { level: 1, name: 'Import and export' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('File (CSV or JSON)'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));

    expect(
      await screen.findByRole('heading', { name: 'What the import of villas.csv would do' }),
    ).toHaveFocus();
    expect(bodies[0]).toEqual({ format: 'csv', content: importCsv, dry_run: true });
    const counts = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([counts('To add'), counts('To change'), counts('Unchanged'), counts('Refused')]).toEqual([
      '1',
      '1',
      '0',
      '2',
    ]);
    const refused = screen.getByRole('table', { name: 'Refused rows' });
    const row4 = within(refused).getByRole('row', { name: /PG-1-A2/ });
    expect(within(row4).getByText('4')).toBeInTheDocument();
    expect(within(row4).getByText('Villa')).toBeInTheDocument();
    expect(within(row4).getByText('price: must be an integer between 1 and 2000000000')).toBeInTheDocument();
    expect(within(refused).getByText('ref: PG-1-A1 is in the file twice (row 3)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Rows to add' })).getByRole('row', { name: /2 Project PG-1/ }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Rows to change' })).getByText('name, price'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByRole('heading', { name: 'The import is done' })).toHaveFocus();
    expect(bodies[1]).toEqual({
      format: 'csv',
      content: importCsv,
      dry_run: false,
      fingerprint: FINGERPRINT,
    });
    expect(
      screen.getByText(/1 added and 1 changed, in one transaction; 2 rows refused and left out/),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Rows added' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).toBeNull();
  });

  it('on a 409 says what the API said and checks the file again', async () => {
    const { bodies } = stubImport(() =>
      Response.json({ message: 'The catalogue or the file changed since the dry run.' }, { status: 409 }),
    );
    const { user } = renderWithProviders(<CatalogueImport />);
    await user.upload(screen.getByLabelText('File (CSV or JSON)'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 rows' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The catalogue or the file changed since the dry run.',
    );
    expect(
      screen.getByText('Nothing was written. Check the file again before importing it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import 2 rows' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check the file again' }));
    expect(await screen.findByRole('button', { name: 'Import 2 rows' })).toBeInTheDocument();
    expect(bodies.map((body) => body.dry_run)).toEqual([true, false, true]);
  });

  it("shows a 400's message for a file not of the template", async () => {
    stubFetch(() =>
      Response.json({ message: "The file needs a 'ref' column (see the template)." }, { status: 400 }),
    );
    const { user } = renderWithProviders(<CatalogueImport />);
    await user.upload(screen.getByLabelText('File (CSV or JSON)'), csvFile('name\nPalm Grove', 'list.csv'));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The file needs a 'ref' column (see the template).",
    );
    expect(screen.queryByRole('heading', { name: /would do/ })).toBeNull();
  });

  it('refuses a file over the size limit, or not CSV or JSON, before sending it', async () => {
    const fetchMock = stubImport().fetchMock;
    const { user } = renderWithProviders(<CatalogueImport />);
    const big = csvFile('x', 'big.csv');
    Object.defineProperty(big, 'size', { value: IMPORT_MAX_BYTES + 1 });
    await user.upload(screen.getByLabelText('File (CSV or JSON)'), big);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'big.csv is larger than 16 MB, the most a file may be. Split it into several files.',
    );
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(requestsTo(fetchMock, IMPORT)).toHaveLength(0);
    expect(screen.getByLabelText('File (CSV or JSON)')).toHaveAttribute('accept', '.csv,.json');
  });

  it('asks for a file when none is chosen', async () => {
    const fetchMock = stubImport().fetchMock;
    const { user } = renderWithProviders(<CatalogueImport />);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a CSV or JSON file first.');
    expect(requestsTo(fetchMock, IMPORT)).toHaveLength(0);
  });

  it('downloads the catalogue as CSV with the staff token, and shows a refusal', async () => {
    const fetchMock = stubFetch((url) =>
      url.searchParams.get('format') === 'csv'
        ? new Response('record,ref\nproject,PG-1\n', { headers: { 'content-type': 'text/csv' } })
        : Response.json(
            { message: 'This part of the studio is for an admin or an editor.' },
            { status: 403 },
          ),
    );
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:catalogue');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    signedInAs(editor)();
    const { user } = renderWithProviders(<CatalogueImport />);

    await user.click(screen.getByRole('button', { name: 'Download the catalogue (CSV)' }));
    expect(await screen.findByText('The catalogue is downloaded as catalogue.csv.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/studio/catalogue/export')[0]?.searchParams.get('format')).toBe(
      'csv',
    );
    const [file] = createObjectURL.mock.calls[0] as unknown as [Blob];
    expect(await file.text()).toBe('record,ref\nproject,PG-1\n');
    expect(click).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe(
      `Bearer ${'s'.repeat(43)}`,
    );

    await user.click(screen.getByRole('button', { name: 'Download the catalogue (JSON)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the studio is for an admin or an editor.',
    );
  });
});
