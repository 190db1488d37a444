import { useState } from 'react';
import { issueHostFeed, revokeHostFeed } from '../../../api/host-calendars-api.ts';
import { Button } from '../../../components/button.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { hostCalendarsContent } from '../../../content/host-calendars.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../../lib/use-submit.ts';

const { feed: copy, toasts } = hostCalendarsContent;

async function copyAddress(url: string) {
  const copied = await navigator.clipboard.writeText(url).then(
    () => true,
    () => false,
  );
  if (copied) notifySuccess(toasts.feedCopied, 'host-feed-copy');
  else notifyError(toasts.copyFailed, 'host-feed-copy');
}

/**
 * The host's private feed: a new address (shown once, since the server keeps only its digest)
 * to copy into a calendar app, or the address turned off.
 */
export function HostFeedPanel({ hostId }: { hostId: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [doing, setDoing] = useState<'issue' | 'revoke' | null>(null);
  const { sending, send } = useSubmit();
  const reportFailure = useReportApiFailure();

  async function change(action: 'issue' | 'revoke') {
    setDoing(action);
    const request =
      action === 'issue'
        ? async () => (await issueHostFeed(hostId)).url
        : async () => {
            await revokeHostFeed(hostId);
            return null;
          };
    const outcome = await send(request);
    setDoing(null);
    if ('error' in outcome)
      return reportFailure(outcome.error, toasts.feedFailedTitle, 'host-feed');
    setUrl(outcome.answer);
    if (action === 'revoke') notifySuccess(toasts.feedRevoked, 'host-feed');
  }

  return (
    <div className="flex flex-col gap-4">
      <h3 className="font-display text-title-4 font-medium text-ink-900">{copy.heading}</h3>
      <p className="max-w-prose text-ink-700">{copy.lead}</p>
      {url && (
        <div className="flex flex-col items-start gap-3">
          <p className="text-small text-ink-700">{copy.shownOnce}</p>
          <label className="sr-only" htmlFor="host-feed-url">
            {copy.addressLabel}
          </label>
          <input
            id="host-feed-url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-xl bg-white px-4 py-3 font-mono text-small break-all text-ink-900 ring-1 ring-sand-300"
          />
          <Button variant="outline" onClick={() => void copyAddress(url)}>
            {copy.copy}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button disabled={sending} onClick={() => void change('issue')}>
          {doing === 'issue' ? copy.generating : url ? copy.regenerate : copy.generate}
        </Button>
        <Button variant="ghost" disabled={sending} onClick={() => void change('revoke')}>
          {doing === 'revoke' ? copy.revoking : copy.revoke}
        </Button>
      </div>
    </div>
  );
}
