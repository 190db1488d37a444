import { firstRunContent } from '../../content/first-run.ts';

/** The server's refusals of the first run's link (docs/portal.md, "First run"). */
const refusals = {
  setup_link_invalid: firstRunContent.refused.invalid,
  setup_link_used: firstRunContent.refused.used,
  setup_link_expired: firstRunContent.refused.expired,
  setup_closed: firstRunContent.refused.closed,
} as const;

export type SetupRefusalCode = keyof typeof refusals;

/** Why the page stops: a refusal of the link, or an address without its secret. */
export type StopReason = SetupRefusalCode | 'link_missing' | 'check_failed';

export const isSetupRefusal = (code: string): code is SetupRefusalCode => code in refusals;

export function stopMessage(reason: StopReason) {
  if (reason === 'link_missing') return firstRunContent.refused.missing;
  if (reason === 'check_failed') return firstRunContent.refused.failed;
  return refusals[reason];
}
