import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button-styles.ts';
import { raisedCardClassName } from '../../components/raised-card.ts';
import { intakeContent } from '../../content/intake.ts';
import { classNames } from '../../lib/class-names.ts';
import { paths } from '../../paths.ts';

const { agendaNote } = intakeContent;

/** In place of the slots while the team's questions wait for the client's first answers. */
export function IntakeNote({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="antes-de-agendar"
      className={classNames(raisedCardClassName, className)}
    >
      <h2 id="antes-de-agendar" className="font-display text-title-2 font-medium text-ink-900">
        {agendaNote.heading}
      </h2>
      <p className="mt-3 max-w-prose text-ink-700">{agendaNote.text}</p>
      <Link to={paths.intake} className={buttonClassName('primary', 'lg', 'mt-7')}>
        <ClipboardList aria-hidden="true" className="size-5" />
        {agendaNote.link}
      </Link>
    </section>
  );
}
