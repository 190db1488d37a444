import { Option, type Command } from 'commander';
import { createApiServices } from '../../api/domain/api-services.ts';
import { listJobs, retryFailedJob } from '../../api/domain/jobs/job-queue.ts';
import type { JobStatus } from '../../db/schema.ts';
import { CommandError, runOperatorCommand } from '../operator-runtime.ts';
import { printTable } from '../print-table.ts';
import { printable } from '../printable.ts';
import { addCommandGroup } from '../program.ts';
import { printLine, type Terminal } from '../terminal.ts';

const statuses: JobStatus[] = ['pending', 'running', 'failed', 'done'];

/** `jobs …`: the durable jobs (booking e-mails and reminders) as the worker sees them. */
export function addJobsCommands(program: Command, terminal: Terminal) {
  const jobs = addCommandGroup(
    program,
    'jobs',
    'the durable jobs: booking e-mails and reminders waiting, retried or failed',
  );

  jobs
    .command('list')
    .description(
      'jobs waiting, running or failed (or those of --status), soonest due first, with their last error',
    )
    .addOption(new Option('--status <S>', 'only the jobs in this state').choices(statuses))
    .action(({ status }: { status?: JobStatus }) =>
      runOperatorCommand(terminal, async ({ auth }) => {
        const rows = await listJobs(
          createApiServices(auth),
          status ? [status] : ['pending', 'running', 'failed'],
        );
        printTable(
          terminal,
          ['ID', 'KIND', 'STATUS', 'ATTEMPTS', 'DUE', 'LAST ERROR'],
          rows.map((job) => [
            job.id,
            job.kind,
            job.status,
            String(job.attempts),
            job.run_at.slice(0, 19).replace('T', ' '),
            printable(job.last_error ?? '—'),
          ]),
        );
      }),
    );

  jobs
    .command('retry')
    .description('run a failed job again now, with its attempts counted afresh')
    .argument('ID')
    .action((id: string) =>
      runOperatorCommand(terminal, async ({ auth }) => {
        if (!(await retryFailedJob(createApiServices(auth), id))) {
          throw new CommandError(
            `no failed job ${id}; see: npm run cli -- jobs list --status failed`,
          );
        }
        printLine(terminal, `Job ${id} is due again; a running server takes it at its next poll.`);
      }),
    );
}
