import { vi } from 'vitest';

/** Monday 2 March 2026, 09:00 in São Paulo and 21:00 in Tokyo (testing/agenda-answers.ts). */
const now = new Date('2026-03-02T12:00:00Z');

/**
 * The client's device set to `timeZone`, whatever the machine's, and the clock at `now` (only
 * `Date`: timers stay real). Undone by `vi.restoreAllMocks()` and `vi.useRealTimers()`.
 */
export function clientIn(timeZone: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolvedOptions.call(this), timeZone };
  });
}
