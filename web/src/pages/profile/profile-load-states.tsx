import { Button } from '../../components/button.tsx';
import { profileContent } from '../../content/profile.ts';
import { raisedCardClassName } from '../client-area/raised-card.ts';

export function ProfileLoading() {
  return (
    <div className={raisedCardClassName}>
      <p role="status" className="flex items-center gap-3 text-ink-700">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-brass-400 border-t-transparent motion-reduce:animate-none"
        />
        {profileContent.loading}
      </p>
    </div>
  );
}

/** The profile could not be read: why, and a way to try again. */
export function ProfileLoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div role="alert" className={raisedCardClassName}>
      <p className="font-display text-2xl font-medium text-ink-900">{profileContent.loadFailed}</p>
      <p className="mt-2 leading-relaxed text-ink-700">{message}</p>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        {profileContent.retry}
      </Button>
    </div>
  );
}
