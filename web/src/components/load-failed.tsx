import { loadFailedContent } from '../content/api.ts';
import { Button } from './button.tsx';

interface LoadFailedProps {
  /** What could not be loaded. */
  title: string;
  /** Why, from `apiErrorMessage()`. */
  message: string;
  onRetry(): void;
  className?: string;
}

/** A part of a client page that the data API did not give: why, and a way to try again. */
export function LoadFailed({ title, message, onRetry, className }: LoadFailedProps) {
  return (
    <div role="alert" className={className}>
      <p className="font-display text-title-3 font-medium text-ink-900">{title}</p>
      <p className="mt-2 text-ink-700">{message}</p>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        {loadFailedContent.retry}
      </Button>
    </div>
  );
}
