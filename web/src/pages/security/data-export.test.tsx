import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import { openSecurityPage, requestsTo } from './testing/open-security-page.ts';

let server: FakeAuthServer;

/** The links the page clicked to save a file, with the file each pointed at. */
let savedFiles: Array<{ name: string; file: Blob | undefined }>;

beforeEach(() => {
  server = fakeAuthServer();
  savedFiles = [];
  const files = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (file: Blob) => {
        const url = `blob:http://site.test/${files.size}`;
        files.set(url, file);
        return url;
      },
      revokeObjectURL: (url: string) => files.delete(url),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    savedFiles.push({ name: this.download, file: files.get(this.href) });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const download = () => fireEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
const exported = {
  exported_at: '2026-03-02T13:30:00Z',
  account: { email: 'ana@example.com' },
  profile: { full_name: 'Ana Souza', completed: false },
  sessions: [],
  activity: [],
};

describe('"Baixar meus dados"', () => {
  it('fetches the export with the session and saves it as meus-dados-legacy.json', async () => {
    await openSecurityPage(server);
    server.respondTo('/api/v1/me/export', 200, exported);
    download();

    await waitFor(() => expect(savedFiles).toHaveLength(1));
    const [saved] = savedFiles;
    expect(saved?.name).toBe('meus-dados-legacy.json');
    expect(JSON.parse(await saved!.file!.text())).toEqual(exported);
    expect(requestsTo(server, '/api/v1/me/export')).toEqual([
      expect.objectContaining({ method: 'GET', authorization: expect.stringMatching(/^Bearer /) }),
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('says there is no connection when the file cannot be fetched, and saves nothing', async () => {
    await openSecurityPage(server);
    server.goOffline('/api/v1/me/export');
    download();
    const message = await screen.findByText(
      'Sem conexão com o servidor. Verifique sua internet e tente de novo.',
    );
    expect(message.closest('[data-sonner-toast]')).toHaveTextContent(
      'Não foi possível baixar os seus dados',
    );
    expect(savedFiles).toEqual([]);
  });
});
