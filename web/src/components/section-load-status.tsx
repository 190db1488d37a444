import type { ReactNode } from 'react';
import type { ApiLoad } from '../lib/use-api-load.ts';
import { LoadFailed } from './load-failed.tsx';
import { LoadingStatus } from './loading-status.tsx';

interface SectionLoadStatusProps {
  load: ApiLoad<unknown>;
  copy: { loading: string; loadFailed: string };
  onRetry(): void;
  /** A list's rows drawn at their size while it loads (components/skeleton.tsx), for a spinner. */
  skeleton?: ReactNode;
}

/** Below a client page section's heading until its data is there: loading, or why and a retry. */
export function SectionLoadStatus({ load, copy, onRetry, skeleton }: SectionLoadStatusProps) {
  if (load.status === 'loading') {
    if (skeleton) return skeleton;
    return (
      <div className="mt-6">
        <LoadingStatus label={copy.loading} />
      </div>
    );
  }
  if (load.status === 'failed') {
    return (
      <LoadFailed
        className="mt-6"
        title={copy.loadFailed}
        message={load.message}
        onRetry={onRetry}
      />
    );
  }
  return null;
}
