import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// $1 is the size; the rest is the command, run in place of the shell.
const mountThenRun = 'mount -t tmpfs -o size="$1" tmpfs "$TMPDIR" && shift && exec "$@"';

/**
 * `command` run in a mount namespace of its own, entered without privileges through a user
 * namespace, where the folder TMPDIR names is a tmpfs of `bytes`: a small disk the process can
 * fill without touching the machine's.
 */
export function onSmallTemporaryDisk(bytes: number, command: string[]) {
  return [
    'unshare',
    '--user',
    '--map-root-user',
    '--mount',
    '/bin/sh',
    '-c',
    mountThenRun,
    'sh',
    String(bytes),
    ...command,
  ];
}

/** Whether this machine lets a process mount a disk of its own (Linux with user namespaces). */
export function canMountSmallDisk() {
  const folder = mkdtempSync(path.join(tmpdir(), 'legado-small-disk-'));
  try {
    const [command, ...args] = onSmallTemporaryDisk(4096, ['true']);
    const probe = spawnSync(command!, args, { env: { PATH: process.env.PATH, TMPDIR: folder } });
    return probe.status === 0;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
