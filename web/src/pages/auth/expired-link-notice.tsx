import { TriangleAlertIcon } from '../../components/alert-icons.tsx';
import { authScreen } from '../../content/auth.ts';

/** Shown in reset mode when the e-mail link was used or has expired, so the client can ask again. */
export function ExpiredLinkNotice() {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-2xl border border-danger-700/30 bg-danger-50 p-4 text-danger-800"
    >
      <TriangleAlertIcon className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{authScreen.expiredLink.title}</p>
        <p className="mt-1 text-small">{authScreen.expiredLink.text}</p>
      </div>
    </div>
  );
}
