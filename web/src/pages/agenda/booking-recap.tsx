import { Check } from 'lucide-react';
import type { Recap } from '../../../../shared/booking-notes.ts';
import { agendaContent } from '../../content/agenda.ts';

const { recap: copy } = agendaContent.bookings;

/** The recap the team wrote after a conversation: what was said and the next steps. */
export function BookingRecap({ recap }: { recap: Recap }) {
  return (
    <div className="mt-3 rounded-xl border border-sand-300 bg-ivory-100 p-4">
      <h4 className="font-medium text-ink-900">{copy.heading}</h4>
      <p className="mt-2 break-words whitespace-pre-line text-ink-800">{recap.summary}</p>
      {recap.action_items.length > 0 && (
        <>
          <h5 className="mt-3 font-medium text-ink-900">{copy.nextSteps}</h5>
          <ul className="mt-1 flex flex-col gap-1">
            {recap.action_items.map((item, index) => (
              <li key={index} className="flex items-start gap-2 break-words text-ink-800">
                {item.done ? (
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brass-700" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="mt-2 size-1.5 shrink-0 rounded-full bg-ink-600"
                  />
                )}
                <span className={item.done ? 'text-ink-600 line-through' : undefined}>
                  {item.text}
                  {item.done && <span className="sr-only"> ({copy.done})</span>}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
