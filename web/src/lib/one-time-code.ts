/** What the person typed or pasted, as the code's digits: spaces and dashes go, at most six stay. */
export const codeDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 6);

export const isCompleteCode = (code: string) => /^\d{6}$/.test(code);

/** A recovery code as typed: eight letters or digits, in two groups of four (the dash optional). */
export const isRecoveryCodeShape = (typed: string) =>
  /^[0-9a-z]{4}-?[0-9a-z]{4}$/i.test(typed.replace(/\s/g, ''));
