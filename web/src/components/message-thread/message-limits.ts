/** The longest message the server takes (issue #28). */
export const messageMaxLength = 10_000;

/** The counter shows from this length on: near the end, not while someone is writing a note. */
export const messageCountFrom = 9_000;
