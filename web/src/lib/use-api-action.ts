import { type Notice, notifySuccess } from '../components/notify.ts';
import { useReportApiFailure } from './use-report-api-failure.ts';
import { useSubmit } from './use-submit.ts';

interface ApiActionToasts {
  done: Notice;
  failedTitle: string;
}

/**
 * One call the team makes from a button (start, delete, create): `run()` marks it busy, toasts
 * how it ended under `action`, and resolves to the answer, or undefined when it failed.
 */
export function useApiAction(toasts: ApiActionToasts, action: string) {
  const reportFailure = useReportApiFailure();
  const { sending, send } = useSubmit();

  async function run<T>(request: () => Promise<T>): Promise<T | undefined> {
    const outcome = await send(request);
    if ('error' in outcome) return void reportFailure(outcome.error, toasts.failedTitle, action);
    notifySuccess(toasts.done, action);
    return outcome.answer;
  }

  return { busy: sending, run };
}
