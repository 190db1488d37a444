import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runtimeConfig } from '../config/runtime-config.ts';
import { authStorageKey } from './auth-storage-key.ts';
import { leaveUnlessSessionStored } from './leave-unless-session-stored.ts';

/** The page's address, as the inline script sees it: where it would send the visitor. */
const place = (hash = '') =>
  ({ origin: 'http://elsewhere.test', hash, replace: vi.fn() }) as unknown as Location & {
    replace: ReturnType<typeof vi.fn>;
  };

beforeEach(() => {
  // As the server writes it into the page: the auth server's address decides the storage key.
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = 'runtime-config';
  config.textContent = JSON.stringify({ supabaseUrl: runtimeConfig().supabaseUrl });
  document.body.append(config);
});
afterEach(() => {
  document.getElementById('runtime-config')?.remove();
  document.documentElement.style.display = '';
  window.localStorage.clear();
});

describe('the dashboard’s inline script', () => {
  it('sends a visitor with no stored session to the sign-in screen, drawing nothing', () => {
    const page = place();
    leaveUnlessSessionStored('/auth', page);
    expect(page.replace).toHaveBeenCalledWith('/auth');
    expect(document.documentElement.style.display).toBe('none');
  });

  it('stays for a session stored where the auth client keeps it', () => {
    window.localStorage.setItem(authStorageKey(), '{}');
    const page = place();
    leaveUnlessSessionStored('/auth', page);
    expect(page.replace).not.toHaveBeenCalled();
    expect(document.documentElement.style.display).toBe('');
  });

  it('leaves an address with a fragment (an e-mail link’s answer) to the app', () => {
    const page = place('#error=access_denied');
    leaveUnlessSessionStored('/auth', page);
    expect(page.replace).not.toHaveBeenCalled();
  });
});
