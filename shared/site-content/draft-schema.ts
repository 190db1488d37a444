import { z } from 'zod';
import { siteContentSchema } from './schema.ts';

type Issue = z.core.$ZodIssue;

/**
 * What a draft may not be: of another shape (a missing or unknown key, a number for a text) or
 * over a size limit (a text too long, a list too long). What it may be, while the team types: empty
 * where the site needs a text, an address or a date not finished yet — publishing checks those.
 */
function breaksShape(issue: Issue): boolean {
  switch (issue.code) {
    case 'invalid_type':
    case 'unrecognized_keys':
      return true;
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array';
    case 'invalid_union':
      return issue.errors.some((branch) => branch.some(breaksShape));
    default:
      return false;
  }
}

/**
 * The team's draft of the content document (decision 039): the document's shape within its
 * limits, kept as sent (not trimmed), publishable or not.
 */
export const siteContentDraftSchema = z.unknown().superRefine((value, context) => {
  const result = siteContentSchema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues.filter(breaksShape)) {
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
});
