import { emailSchema } from '../../../../shared/credential-rules.ts';

/**
 * An e-mail address as the server looks it up and stores it (security.md, "Input"): the shared
 * rule, with the contract's messages.
 */
export const emailAddress = emailSchema({
  notString: 'email must be a string',
  invalid: 'Unable to validate email address: invalid format',
  missing: 'missing email',
  tooLong: 'email must be at most 255 characters',
});
