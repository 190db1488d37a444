import { consoleLinks } from '../../../console-links.ts';
import { Link } from 'react-router';
import type { PlanSummary } from '../../../../../shared/plans.ts';
import { adminPlansContent } from '../../../content/admin-plans.ts';
import { classNames } from '../../../lib/class-names.ts';
import { PlanProgress } from '../../../components/plan-progress.tsx';

const { list: copy } = adminPlansContent;
const { columns: heads } = copy;

/** Client and plan, host, progress, next milestone, late: columns that line up on a wide screen. */
const columns = 'xl:grid-cols-[minmax(0,1.2fr)_9rem_11.5rem_minmax(0,1fr)_9rem]';

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="text-small text-ink-700">
      <span className="xl:sr-only">{label}: </span>
      {children}
    </div>
  );
}

/** Every client's plan on the page: cards on a phone, a table on a wide screen. */
export function PlanList({ plans }: { plans: PlanSummary[] }) {
  return (
    <div className="mt-6">
      <div
        aria-hidden="true"
        className={classNames(
          'hidden gap-6 border-b border-ink-900/20 px-2 pb-3 text-eyebrow text-ink-600 uppercase xl:grid',
          columns,
        )}
      >
        <span>{heads.client}</span>
        <span>{heads.host}</span>
        <span>{heads.progress}</span>
        <span>{heads.next}</span>
        <span>{heads.late}</span>
      </div>
      <ul aria-label={copy.listLabel} className="flex flex-col gap-4 xl:gap-0">
        {plans.map((row) => (
          <PlanRow key={row.plan.id} row={row} />
        ))}
      </ul>
    </div>
  );
}

function PlanRow({ row }: { row: PlanSummary }) {
  const { client, plan, host, next, late, stalled } = row;
  return (
    <li
      className={classNames(
        'grid gap-2 rounded-2xl border border-sand-300 bg-white p-5 xl:items-center xl:gap-6 xl:rounded-none xl:border-0 xl:border-b xl:bg-transparent xl:px-2 xl:py-4',
        columns,
      )}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={consoleLinks.adminClientPlan(client.id)}
            className="rounded-sm font-display text-title-4 font-medium break-words text-ink-900 underline decoration-brass-400 underline-offset-4 hover:text-brass-700"
          >
            {client.full_name ?? client.email}
          </Link>
          {stalled && (
            <span className="rounded-full bg-brass-300 px-2.5 py-0.5 text-caption font-semibold text-ink-950">
              {copy.stalled}
            </span>
          )}
        </div>
        <p className="text-small break-words text-ink-700">{plan.title}</p>
        <p className="text-caption text-ink-600">
          <time dateTime={plan.updated_at}>{copy.stalledSince(plan.updated_at)}</time>
        </p>
      </div>
      <Labelled label={heads.host}>{host?.name ?? copy.noHost}</Labelled>
      <Labelled label={heads.progress}>
        <PlanProgress percent={plan.progress} />
      </Labelled>
      <Labelled label={heads.next}>
        {next ? (
          <>
            <span className="break-words text-ink-900">{next.title}</span>
            {next.due_date && <span> · {copy.due(next.due_date)}</span>}
          </>
        ) : (
          copy.noNext
        )}
      </Labelled>
      <Labelled label={heads.late}>
        <span className={late > 0 ? 'font-semibold text-danger-700' : undefined}>
          {copy.late(late)}
        </span>
      </Labelled>
    </li>
  );
}
