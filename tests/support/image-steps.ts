import { chownSync, cpSync, mkdirSync, readFileSync, renameSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { copyBuildContext, repoRoot, runShell } from './build-context.ts';

interface Instruction {
  keyword: string;
  args: string;
}

interface Stage {
  name: string;
  base: string;
  instructions: Instruction[];
}

/** The Dockerfile's stages, each with its instructions (continued lines joined). */
function readDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  for (const line of lines) {
    const [, keyword, args] = /^(\w+)\s+(.*)$/.exec(line)!;
    if (keyword === 'FROM') {
      const [base, , name] = args!.split(/\s+/);
      stages.push({ name: name ?? 'image', base: base!, instructions: [] });
    } else {
      stages.at(-1)!.instructions.push({ keyword: keyword!, args: args! });
    }
  }
  return stages;
}

/** The unprivileged user the image runs as, on this machine. */
export interface Owner {
  uid: number;
  gid: number;
}

/** What the final stage says about running the image. */
export interface Image {
  /** The image's file system: `/app` is `root/app`. */
  root: string;
  workdir: string;
  env: Record<string, string>;
  user: string | undefined;
  volumes: string[];
  healthcheck: string;
  cmd: string[];
}

/**
 * Runs the Dockerfile's steps without a container engine: each stage's file system is a folder of
 * `workDir`, `COPY` copies from the build context or an earlier stage, and `RUN` runs the few
 * commands this image uses (anything else fails here, so a new step gets a new rule):
 * - `apt-get …`: the system packages come from this machine;
 * - `npm ci --omit=dev …`: run as written, from the lockfile, against the npm registry;
 * - `npm ci …` (every package, for the build): this checkout's own `node_modules`, linked, which
 *   the same lockfile installed;
 * - `npm run build`: run as written;
 * - `mkdir -p DIR && chown USER DIR`: made, and given to `owner` (the unprivileged user).
 */
export async function runImageSteps(workDir: string, owner: Owner | undefined): Promise<Image> {
  const context = path.join(workDir, 'context');
  mkdirSync(context, { recursive: true });
  copyBuildContext(context);
  const stages = readDockerfile(readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8'));
  const roots = new Map<string, string>();
  let image: Image | undefined;

  for (const stage of stages) {
    const root = path.join(workDir, stage.name);
    const base = roots.get(stage.base);
    if (base) cpSync(base, root, { recursive: true, verbatimSymlinks: true });
    mkdirSync(root, { recursive: true });
    roots.set(stage.name, root);
    const state: Image = {
      root,
      workdir: '/',
      env: {},
      user: undefined,
      volumes: [],
      healthcheck: '',
      cmd: [],
    };
    const inImage = (file: string) => path.join(root, path.posix.resolve(state.workdir, file));

    for (const { keyword, args } of stage.instructions) {
      switch (keyword) {
        case 'WORKDIR':
          state.workdir = path.posix.resolve(state.workdir, args);
          mkdirSync(inImage('.'), { recursive: true });
          break;
        case 'ENV':
          for (const [, key, value] of args.matchAll(/(\w+)=(\S+)/g)) state.env[key!] = value!;
          break;
        case 'COPY': {
          const words = args.split(/\s+/);
          const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
          const [destination, ...sources] = words
            .filter((word) => !word.startsWith('--'))
            .reverse();
          for (const source of sources.reverse()) {
            const origin = from ? path.join(roots.get(from)!, source) : path.join(context, source);
            const intoFolder = destination!.endsWith('/') || sources.length > 1;
            const target = intoFolder
              ? path.join(inImage(destination!), path.basename(source))
              : inImage(destination!);
            // An earlier stage is never built on again: moving its folder is copying it, faster.
            if (from) renameSync(origin, target);
            else cpSync(origin, target, { recursive: true, verbatimSymlinks: true });
          }
          break;
        }
        case 'RUN':
          await run(args, inImage('.'), owner, (folder) => path.join(root, folder));
          break;
        case 'USER':
          state.user = args;
          break;
        case 'VOLUME':
          state.volumes = JSON.parse(args) as string[];
          break;
        case 'HEALTHCHECK':
          state.healthcheck = args.slice(args.indexOf('CMD ') + 'CMD '.length);
          break;
        case 'CMD':
          state.cmd = JSON.parse(args) as string[];
          break;
        case 'ARG':
        case 'EXPOSE':
          break;
        default:
          throw new Error(`The Dockerfile's ${keyword} has no rule in this test: add one.`);
      }
    }
    image = state;
  }
  return image!;
}

async function run(
  command: string,
  cwd: string,
  owner: Owner | undefined,
  inImage: (folder: string) => string,
) {
  if (command.startsWith('apt-get ')) return;
  if (/^npm ci .*--omit=dev/.test(command)) {
    await runShell(command, cwd);
    return;
  }
  if (/^npm ci\b/.test(command)) {
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(cwd, 'node_modules'), 'dir');
    return;
  }
  if (command === 'npm run build') {
    await runShell(command, cwd);
    return;
  }
  const volume = /^mkdir -p (\/\S+) && chown \S+ \1$/.exec(command);
  if (volume) {
    const folder = inImage(volume[1]!);
    mkdirSync(folder, { recursive: true });
    if (owner) chownSync(folder, owner.uid, owner.gid);
    return;
  }
  throw new Error(`The Dockerfile runs "${command}", which this test has no rule for: add one.`);
}
