import { wantToaster } from './toaster-on-demand.tsx';

export interface Notice {
  title: string;
  description: string;
}

export type NoticeKind = 'success' | 'error';
type Show = (kind: NoticeKind, notice: Notice) => void;

let show: Show | undefined;
const waiting: Array<() => void> = [];

/**
 * Called by the toast region's module once sonner is loaded (components/toaster.tsx); notices told
 * before that are shown then, in order.
 */
export function provideToasts(shower: Show) {
  show = shower;
  waiting.splice(0).forEach((tell) => tell());
}

function tell(kind: NoticeKind, notice: Notice) {
  if (show) return show(kind, notice);
  waiting.push(() => show!(kind, notice));
  wantToaster();
}

/** A success toast. */
export const notifySuccess = (notice: Notice) => tell('success', notice);

/** A destructive toast: validation failures and provider errors (seed §5, §8). */
export const notifyError = (notice: Notice) => tell('error', notice);
