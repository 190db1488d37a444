import { TriangleAlertIcon } from '../../components/alert-icons.tsx';
import type { EmailLinkType } from '../../auth/email-link.ts';
import { authScreen } from '../../content/auth.ts';

/**
 * Shown when the e-mail link was used or has expired: a reset link can be asked for again on this
 * screen; a new invitation comes from the team.
 */
export function ExpiredLinkNotice({ link }: { link: EmailLinkType }) {
  const copy = authScreen.expiredLink[link];
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-2xl border border-danger-700/30 bg-danger-50 p-4 text-danger-800"
    >
      <TriangleAlertIcon className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{copy.title}</p>
        <p className="mt-1 text-small">{copy.text}</p>
      </div>
    </div>
  );
}
