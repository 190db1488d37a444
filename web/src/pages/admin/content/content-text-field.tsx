import { type InputHTMLAttributes, memo } from 'react';
import { HintWithCount } from '../../../components/hint-with-count.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { adminSiteContent } from '../../../content/admin-content.ts';
import { useEditor } from './content-editor-context.ts';
import { maxLengthAt } from './content-limits.ts';
import type { ContentPath } from './content-path.ts';
import { useDraftValue, useFieldError } from './draft-store.ts';

interface ContentTextFieldProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'spellCheck'
> {
  path: ContentPath<string>;
  label: string;
  hint?: string;
  /** A text area of this many rows instead of one line. */
  rows?: number;
}

/**
 * One text of the document: its label, its hint with the characters used of the schema's limit,
 * and the refusal the schema or the server gave for it. Redrawn only when its own value or error
 * changes.
 */
export const ContentTextField = memo(function ContentTextField({
  path,
  label,
  hint = '',
  rows,
  ...input
}: ContentTextFieldProps) {
  const editor = useEditor();
  const value = useDraftValue<string>(editor.store, path);
  const error = useFieldError(editor.store, path);
  const limit = maxLengthAt(path);
  const field = {
    ref: editor.anchor(path),
    label,
    hint: limit ? (
      <HintWithCount hint={hint} count={adminSiteContent.characterCount(value.length, limit)} />
    ) : (
      hint || undefined
    ),
    error,
    value,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      editor.store.change(path, event.target.value),
  };
  return rows ? <TextAreaField {...field} rows={rows} /> : <TextField {...field} {...input} />;
});
