/** How long a toast stays (ms): an error long enough to read twice, and each can be closed sooner. */
export const toastDurations = { success: 5_000, error: 8_000 } as const;
