import { useCallback } from 'react';
import { fetchClientIntake } from '../../../api/admin-intake-api.ts';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { adminIntakeContent } from '../../../content/admin-intake.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';

const { answers: copy } = adminIntakeContent;

/** The client's answers to the questionnaire, those to removed questions marked as such. */
export function ClientIntakeCard({ clientId }: { clientId: string }) {
  const fetchAnswers = useCallback(() => fetchClientIntake(clientId), [clientId]);
  const { load, reload } = useApiLoad(fetchAnswers);
  return (
    <section aria-labelledby="questionario" className={raisedCardClassName}>
      <h2 id="questionario" className="font-display text-title-2 font-medium text-ink-900">
        {copy.heading}
      </h2>
      <SectionLoadStatus load={load} copy={copy} onRetry={reload} />
      {load.status === 'ready' &&
        (load.data.entries.length === 0 ? (
          <p className="mt-5 text-ink-700">{copy.none}</p>
        ) : (
          <>
            {load.data.answered_at && (
              <p className="mt-3 text-small text-ink-600">
                {copy.answeredAt(load.data.answered_at)}
              </p>
            )}
            <dl className="mt-5 grid gap-5 text-small">
              {load.data.entries.map((entry) => (
                <div key={entry.question_id}>
                  <dt className="font-medium text-ink-900">
                    {entry.label}
                    {entry.removed && (
                      <span className="ml-2 rounded-full bg-sand-200 px-2 py-0.5 text-caption font-normal text-ink-700">
                        {copy.removed}
                      </span>
                    )}
                  </dt>
                  <dd className="mt-1 break-words whitespace-pre-line text-ink-700">
                    {[entry.answer].flat().join(', ')}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ))}
    </section>
  );
}
