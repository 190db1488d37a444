import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';
import { onFreePort } from './ports.ts';
import { makeTempFolder } from './temp-folders.ts';

const username = 'anfitria';
const password = 'senha-de-app-1';

/**
 * Debian's Radicale, a real CalDAV server, on a loopback port with its own storage and one account
 * (`username` / `password`, plain htpasswd), and one empty calendar, `calendarUrl`.
 */
export async function startCalDavServer() {
  const folder = makeTempFolder('caldav');
  const users = path.join(folder, 'users');
  writeFileSync(users, `${username}:${password}\n`);
  const started = await onFreePort(
    async (port) => {
      const configFile = path.join(folder, 'config');
      writeFileSync(
        configFile,
        [
          '[server]',
          `hosts = 127.0.0.1:${port}`,
          '[auth]',
          'type = htpasswd',
          `htpasswd_filename = ${users}`,
          'htpasswd_encryption = plain',
          // Radicale waits a second after a refused login by default.
          'delay = 0',
          '[storage]',
          `filesystem_folder = ${path.join(folder, 'collections')}`,
          '[web]',
          'type = none',
          '[logging]',
          'level = warning',
        ].join('\n'),
      );
      const child = spawn('/usr/bin/radicale', ['--config', configFile], { stdio: 'pipe' });
      let output = '';
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      const url = `http://127.0.0.1:${port}`;
      try {
        await vi.waitFor(
          async () => {
            if (child.exitCode !== null) throw new Error(`radicale exited: ${output}`);
            await fetch(url);
          },
          { timeout: 10_000, interval: 50 },
        );
      } catch (error) {
        child.kill();
        await exited;
        throw new Error(output || String(error));
      }
      if (child.exitCode !== null) throw new Error(output);
      return { child, exited, url };
    },
    (error) => String(error).includes('Address already in use'),
  );
  const origin = started.url;
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const request = async (method: string, url: string, body?: string) => {
    const response = await fetch(url, {
      method,
      headers: { authorization, depth: '1', 'content-type': 'text/calendar; charset=utf-8' },
      body,
    });
    if (response.status >= 300 && !(method === 'DELETE' && response.status === 404)) {
      throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
    }
    return response;
  };
  const calendarUrl = `${origin}/${username}/agenda/`;
  await request('MKCALENDAR', calendarUrl);

  return {
    origin,
    username,
    password,
    calendarUrl,
    /** Puts an event (a whole VCALENDAR) into the calendar under `name`.ics. */
    putEvent: (name: string, ics: string) => request('PUT', `${calendarUrl}${name}.ics`, ics),
    /** The account's password changes, as when a host revokes an app password. */
    changePassword(newPassword: string) {
      writeFileSync(users, `${username}:${newPassword}\n`);
    },
    /** The events the calendar holds, as their `.ics` texts. */
    async events() {
      const response = await request(
        'REPORT',
        calendarUrl,
        `<?xml version="1.0"?><c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><c:calendar-data/></d:prop><c:filter><c:comp-filter name="VCALENDAR"/></c:filter></c:calendar-query>`,
      );
      const xml = await response.text();
      return [...xml.matchAll(/<C:calendar-data[^>]*>([\s\S]*?)<\/C:calendar-data>/gi)].map(
        (match) => match[1]!.replaceAll('&#13;', '\r'),
      );
    },
    async close() {
      started.child.kill();
      await started.exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
