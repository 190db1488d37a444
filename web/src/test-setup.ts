import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { keepFor } from './lib/session-memory.ts';

// Every wait of a test (`findBy*`, `waitFor`) is given 5 s: on a loaded two-core machine the first
// test of a file also waits for its lazy pages to be transformed, which Testing Library's 1 s
// default did not always cover. The web project's test timeout is above it (vitest.config.ts).
configure({ asyncUtilTimeout: 5000 });

// The app's auth client is the client of the fake auth server the test started last: pages talk
// to the scripted server the test answers with (auth/testing/fake-auth-server.ts).
vi.mock('./auth/auth-client.ts', async () => {
  const { lastFakeAuthServer } = await import('./auth/testing/fake-auth-server.ts');
  return { authClient: () => lastFakeAuthServer().client };
});

afterEach(() => {
  cleanup();
  // What the pages remembered belongs to the test's session, as to a real tab's.
  keepFor(null);
});
