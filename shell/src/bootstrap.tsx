import { createRoot } from 'react-dom/client';
import { restoreAuth } from '@villa/shared/state/auth';
import { App } from './app/app.tsx';
import { loadRemotesManifest } from './lib/federation/remotes-registry.ts';

restoreAuth();
// Start fetching remotes.json now; remote slots wait for it.
void loadRemotesManifest();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<App />);
