import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, world } from '@villa/shared/testing/story-world';
import { csvFile, dryRun, reportAnswer } from '../testing/import-data.ts';
import { editor, sales, signedInAs, studioApi } from '../testing/studio-data.ts';
import CatalogueImportPage from './exposes/catalogue-import-page.tsx';

const IMPORT = 'POST /api/v1/studio/catalogue/import';

/** The catalogue's import and export page, as an editor: a file chosen and checked in each story. */
const meta = {
  title: 'Studio/Catalogue import',
  component: CatalogueImportPage,
  beforeEach: signedInAs(editor),
  parameters: world({
    route: '/studio/catalogue/import',
    api: studioApi(editor, { [IMPORT]: reportAnswer(dryRun) }),
  }),
} satisfies Meta<typeof CatalogueImportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a file is chosen: the export, the template's help and the file input. */
export const ImportAndExport: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Import and export' });
    await canvas.findByRole('button', { name: 'Download the catalogue (CSV)' });
    await canvas.findByLabelText('File (CSV or JSON)');
  },
};

/** The dry run's report: one to add, one to change (with its fields), two refused with why. */
export const DryRunReport: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(await canvas.findByLabelText('File (CSV or JSON)'), csvFile());
    await userEvent.click(canvas.getByRole('button', { name: 'Check the file' }));
    await canvas.findByRole('table', { name: 'Refused rows' });
    await canvas.findByText('price: must be an integer between 1 and 2000000000');
    await canvas.findByRole('button', { name: 'Import 2 rows' });
  },
};

/** Nothing to import: every row unchanged. */
export const DryRunUnchanged: Story = {
  parameters: world({
    route: '/studio/catalogue/import',
    api: studioApi(editor, {
      [IMPORT]: reportAnswer({
        ...dryRun,
        counts: { add: 0, change: 0, unchanged: 4, refuse: 0 },
        added: [],
        changed: [],
        refused: [],
      }),
    }),
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(await canvas.findByLabelText('File (CSV or JSON)'), csvFile());
    await userEvent.click(canvas.getByRole('button', { name: 'Check the file' }));
    await canvas.findByText('Nothing to import: no row would be added or changed.');
  },
};

export const Checking: Story = {
  parameters: world({ route: '/studio/catalogue/import', api: studioApi(editor, { [IMPORT]: pending }) }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(await canvas.findByLabelText('File (CSV or JSON)'), csvFile());
    await userEvent.click(canvas.getByRole('button', { name: 'Check the file' }));
    await canvas.findByText('Checking the file…');
  },
};

/** A file not of the template: the API's 400 in its words. */
export const NotOfTheTemplate: Story = {
  parameters: world({
    route: '/studio/catalogue/import',
    api: studioApi(editor, { [IMPORT]: failing(400, "The file needs a 'ref' column (see the template).") }),
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(
      await canvas.findByLabelText('File (CSV or JSON)'),
      csvFile('name\nPalm', 'list.csv'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Check the file' }));
    await canvas.findByText("The file needs a 'ref' column (see the template).");
  },
};

/** Sales staff are told the page is for editors. */
export const NotForSales: Story = {
  beforeEach: signedInAs(sales),
  parameters: world({ route: '/studio/catalogue/import', api: studioApi(sales) }),
  play: async ({ canvas }) => {
    await canvas.findByText("The catalogue's import and export is for admin and editor only.");
  },
};
