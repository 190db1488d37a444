import { wantToaster } from './toaster-on-demand.tsx';

export interface Notice {
  title: string;
  description: string;
}

export type NoticeKind = 'success' | 'error';

/** A toast to show; a toast already shown under the same `id` is replaced by it, not stacked. */
interface Toast {
  id: string;
  kind: NoticeKind;
  notice: Notice;
}
type Show = (toast: Toast) => void;

let show: Show | undefined;
const waiting: Toast[] = [];

/**
 * Called by the toast region's module once sonner is loaded (components/toaster.tsx); notices told
 * before that are shown then, in order.
 */
export function provideToasts(shower: Show) {
  show = shower;
  waiting.splice(0).forEach(shower);
}

/**
 * One toast per action: what an action tells replaces what it told before, so its success takes
 * the place of its error. A notice of no named action is known by its text, so the same text told
 * twice is one toast.
 */
const toastId = (kind: NoticeKind, { title, description }: Notice, action?: string) =>
  action ? `action:${action}` : `${kind}:${title}\n${description}`;

function tell(kind: NoticeKind, notice: Notice, action?: string) {
  const toast = { id: toastId(kind, notice, action), kind, notice };
  if (show) return show(toast);
  waiting.push(toast);
  wantToaster();
}

/**
 * A success toast. `action` names what it reports (`'profile-save'`), so that it replaces the
 * action's earlier error.
 */
export const notifySuccess = (notice: Notice, action?: string) => tell('success', notice, action);

/**
 * A destructive toast: validation failures and provider errors (seed §5, §8). `action` names what
 * failed, so that the action's next toast, its success or a new error, takes its place.
 */
export const notifyError = (notice: Notice, action?: string) => tell('error', notice, action);
