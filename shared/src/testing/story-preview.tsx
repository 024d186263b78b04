// What every story renders in, in Storybook and in the stories' tests (testing/stories.ts): the
// MUI theme and what the shell provides, a fresh store, and the API answered by the story's
// `world` parameter (testing/story-world.ts).
import { useState, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { createStore } from 'jotai';
import { MY_PLACES_ACCOUNT_KEY } from '@villa/api/contract/my-places';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY, setAuth } from '@villa/shared/state/auth';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { testUser } from './fixtures.ts';
import { apiRoutes, installApi, type StoryWorld } from './story-world.ts';
import { TestProviders } from './test-providers.tsx';

const worldOf = (parameters: { world?: StoryWorld }): StoryWorld => parameters.world ?? {};

function StoryWorldProviders({ storyWorld, children }: { storyWorld: StoryWorld; children: ReactNode }) {
  const [store] = useState(() => {
    const fresh = createStore();
    if (storyWorld.loggedIn) {
      setAuth('story-token', testUser, fresh);
      // The account's places read, and none: a story shows places only when it says so.
      localStorage.setItem(MY_PLACES_ACCOUNT_KEY, testUser._id);
    }
    return fresh;
  });
  return (
    <MuiTheme>
      <TestProviders route={storyWorld.route} path={storyWorld.path} store={store}>
        {storyWorld.width ? <div style={{ maxWidth: storyWorld.width }}>{children}</div> : children}
      </TestProviders>
    </MuiTheme>
  );
}

const withWorld: Decorator = (Story, { parameters }) => (
  <StoryWorldProviders storyWorld={worldOf(parameters)}>
    <Story />
  </StoryWorldProviders>
);

/**
 * Entries a story leaves in localStorage (a login, saved filters) are gone before the next one; a
 * login stored before the page was loaded too (a story is logged out unless it says otherwise).
 */
function keepStorage(): () => void {
  localStorage.removeItem(AUTH_TOKEN_KEY);
  localStorage.removeItem(AUTH_USER_KEY);
  const before = new Set(Object.keys(localStorage));
  return () => {
    for (const key of Object.keys(localStorage)) if (!before.has(key)) localStorage.removeItem(key);
  };
}

const preview: Preview = {
  decorators: [withWorld],
  beforeEach({ parameters }) {
    const restoreApi = installApi(worldOf(parameters).api ?? apiRoutes({}));
    const restoreStorage = keepStorage();
    return () => {
      restoreApi();
      restoreStorage();
    };
  },
  parameters: { layout: 'padded' },
};

export default preview;
