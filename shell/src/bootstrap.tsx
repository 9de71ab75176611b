import { createRoot } from 'react-dom/client';
import { createAppStore } from 'shared/store/create-store';
import { App } from './app';
import { loadRemotesConfig } from './federation/remote-loader';

// Start fetching /remotes.json at once; the first route's remote waits on it anyway.
void loadRemotesConfig().catch(() => undefined);

const store = createAppStore({ persist: true });
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(<App store={store} />);
