import { useRef } from 'react';
import type { ActiveSession } from '../../api/account-api.ts';
import { CardSection } from '../../components/card-section.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { securityContent } from '../../content/security.ts';
import type { ApiLoad } from '../../lib/use-api-load.ts';
import { EndOtherSessions } from './end-other-sessions.tsx';
import { SessionList } from './session-list.tsx';

const { sessions: content } = securityContent;

interface ActiveSessionsSectionProps {
  sessions: ApiLoad<ActiveSession[]>;
  onReload(): void;
}

/** "Sessões ativas": where the account is open, and a way to close it everywhere else. */
export function ActiveSessionsSection({ sessions, onReload }: ActiveSessionsSectionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <CardSection
      id="sessoes-ativas"
      heading={content.heading}
      lead={content.lead}
      headingRef={heading}
    >
      {sessions.status === 'loading' && <LoadingStatus label={content.loading} />}
      {sessions.status === 'failed' && (
        <LoadFailed title={content.loadFailed} message={sessions.message} onRetry={onReload} />
      )}
      {sessions.status === 'ready' && (
        <>
          <SessionList sessions={sessions.data} />
          <div className="mt-6">
            {sessions.data.some((session) => !session.current) ? (
              <EndOtherSessions
                onEnded={() => {
                  onReload();
                  // The button is gone with the other sessions; the keyboard stays in the section.
                  heading.current?.focus();
                }}
              />
            ) : (
              <p className="text-small text-ink-600">{content.onlyThisOne}</p>
            )}
          </div>
        </>
      )}
    </CardSection>
  );
}
