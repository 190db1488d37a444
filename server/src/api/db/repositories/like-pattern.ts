/** `text` as a LIKE pattern that finds it anywhere, its own % and _ taken literally. */
export const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
