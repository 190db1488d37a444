import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { dashboardContent } from '../../content/dashboard.ts';

interface NextStepProps {
  number: number;
  text: string;
  /** The page where the step is done. */
  to: string;
  done: boolean;
}

/** One of the "Próximos Passos": its number (a check once done) and its text, a link to its page. */
export function NextStep({ number, text, to, done }: NextStepProps) {
  return (
    <li className="flex gap-4 border-t border-ivory-50/15 pt-6">
      <span aria-hidden="true" className="w-7 shrink-0 text-brass-300">
        {done ? (
          <CircleCheck className="size-7" strokeWidth={1.75} />
        ) : (
          <span className="font-display text-title-2 leading-none font-medium">{number}</span>
        )}
      </span>
      <Link
        to={to}
        className="rounded-sm text-ivory-50 underline decoration-brass-400 underline-offset-4 transition-colors hover:decoration-ivory-50"
      >
        {text}
        {done && <span className="sr-only">{` (${dashboardContent.nextSteps.done})`}</span>}
      </Link>
    </li>
  );
}
