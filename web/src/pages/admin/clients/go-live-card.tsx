import { CircleCheck, CircleDashed } from 'lucide-react';
import { Link } from 'react-router';
import { fetchGoLiveChecklist } from '../../../api/admin-go-live-api.ts';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { adminGoLiveContent as copy } from '../../../content/admin-go-live.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';

/** The owner's go-live checklist: what is left before clients arrive, and where to fix each. */
export function GoLiveCard() {
  const { load, reload } = useApiLoad(fetchGoLiveChecklist);
  const items = load.status === 'ready' ? load.data.items : [];
  const doneCount = items.filter((item) => item.done).length;
  return (
    <section aria-labelledby="abrir-o-site" className={raisedCardClassName}>
      <h2 id="abrir-o-site" className="font-display text-title-2 font-medium text-ink-900">
        {copy.heading}
      </h2>
      {load.status !== 'ready' ? (
        <SectionLoadStatus load={load} copy={copy} onRetry={reload} />
      ) : doneCount === items.length ? (
        <p className="mt-3 max-w-prose text-ink-700">{copy.allDone}</p>
      ) : (
        <>
          <p className="mt-3 max-w-prose text-ink-700">{copy.lead}</p>
          <p className="mt-2 text-small font-medium text-ink-800">
            {copy.progress(doneCount, items.length)}
          </p>
          <ul aria-label={copy.listLabel} className="mt-5 flex flex-col gap-3">
            {items.map((item) => (
              <li
                key={item.id}
                className="flex gap-3 rounded-2xl border border-sand-300 bg-ivory-50 p-4"
              >
                {item.done ? (
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-brass-700"
                  />
                ) : (
                  <CircleDashed
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-ink-600"
                  />
                )}
                <div className="min-w-0">
                  <p className="font-medium text-ink-900">
                    {item.title}
                    <span className="sr-only">: {item.done ? copy.done : copy.pending}</span>
                  </p>
                  {!item.done && (
                    <>
                      <p className="mt-1 text-small text-ink-700">{item.hint}</p>
                      {item.href && (
                        <Link
                          to={item.href}
                          aria-label={copy.fixLabel(item.title)}
                          className="mt-2 inline-flex min-h-10 items-center text-small font-medium text-ink-900 underline underline-offset-4"
                        >
                          {copy.fix}
                        </Link>
                      )}
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
