import { messageLimits } from '../../../../shared/messages.ts';

/** The longest message the server takes. */
export const messageMaxLength = messageLimits.body;

/** The counter shows from this length on: near the end, not while someone writes a note. */
export const messageCountFrom = messageMaxLength - 1_000;

/** How long after sending its author may still edit a message. */
export const editWindowMs = messageLimits.editWindowMinutes * 60 * 1000;
