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
