import { Download } from 'lucide-react';
import { Link } from 'react-router';
import type { Evidence } from '../../../../shared/plans.ts';
import { downloadPlanFile } from '../../api/plan-files-api.ts';
import { Button } from '../../components/button.tsx';
import { planContent } from '../../content/plan.ts';
import { useDownload } from '../../lib/use-download.ts';
import { paths } from '../../paths.ts';

const { evidence: copy } = planContent;

const linkClassName =
  'rounded-sm text-ink-900 underline decoration-brass-400 underline-offset-4 transition-colors hover:decoration-ink-900';

interface EvidenceListProps {
  /** The milestone's title, which names the list. */
  title: string;
  evidence: Evidence[];
}

/** What proves a milestone: each piece with its kind, as the client can open it. */
export function EvidenceList({ title, evidence }: EvidenceListProps) {
  return (
    <ul aria-label={copy.label(title)} className="mt-4 flex max-w-prose flex-col gap-2">
      {evidence.map((item, index) => (
        <li key={`${item.kind}-${item.id ?? index}`} className="rounded-xl bg-ivory-100 px-4 py-3">
          <p className="text-caption font-medium tracking-wide text-brass-700 uppercase">
            {copy.kinds[item.kind]}
          </p>
          <EvidenceBody item={item} />
        </li>
      ))}
    </ul>
  );
}

function EvidenceBody({ item }: { item: Evidence }) {
  switch (item.kind) {
    case 'decision':
      return (
        <blockquote className="mt-1 font-display text-body break-words text-ink-900 italic">
          {`“${item.title}”`}
        </blockquote>
      );
    case 'file':
      return <FileEvidence id={item.id!} title={item.title} />;
    case 'material':
      return <PageLink to={paths.materials} title={item.title} />;
    case 'message':
      return <PageLink to={paths.messages} title={item.title} />;
    case 'conversation':
      return <PageLink to={paths.agenda} title={item.title} />;
  }
}

/** A piece the client reads on its own page: the material, the message, the conversation. */
function PageLink({ to, title }: { to: string; title: string }) {
  return (
    <Link to={to} className={`mt-1 inline-block break-words ${linkClassName}`}>
      {title}
    </Link>
  );
}

function FileEvidence({ id, title }: { id: string; title: string }) {
  const { downloading, download } = useDownload(
    () => downloadPlanFile(id),
    title,
    copy.downloadFailed,
  );
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
      <span className="min-w-0 break-all text-ink-900">{title}</span>
      <Button variant="outline" aria-disabled={downloading} onClick={download}>
        <Download aria-hidden="true" className="size-4" />
        {downloading ? copy.downloading : copy.download}
        <span className="sr-only">{` “${title}”`}</span>
      </Button>
    </p>
  );
}
