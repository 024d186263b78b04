import { createRoot } from 'react-dom/client';
import { restoreAuth } from '@villa/shared/state/auth';
import { App } from './app/app.tsx';
import { warmRemotePage } from './app/router.tsx';
import { loadRemotesManifest } from './lib/federation/remotes-registry.ts';

restoreAuth();
// Fetch remotes.json and the first page's remote module now, while React renders the shell.
void loadRemotesManifest().catch(() => undefined);
warmRemotePage(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<App />);
