import type { InputHTMLAttributes } from 'react';
import { HintWithCount } from '../../../components/hint-with-count.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { adminSiteContent } from '../../../content/admin-content.ts';
import { useEditor } from './content-editor-context.ts';
import { maxLengthAt } from './content-limits.ts';
import { type ContentPath, valueAt } from './content-path.ts';

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
 * and the refusal the schema or the server gave for it.
 */
export function ContentTextField({
  path,
  label,
  hint = '',
  rows,
  ...input
}: ContentTextFieldProps) {
  const editor = useEditor();
  const value = valueAt<string>(editor.draft, path);
  const limit = maxLengthAt(path);
  const field = {
    ref: editor.anchor(path),
    label,
    hint: limit ? (
      <HintWithCount hint={hint} count={adminSiteContent.characterCount(value.length, limit)} />
    ) : (
      hint || undefined
    ),
    error: editor.errors[path],
    value,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      editor.change(path, event.target.value),
  };
  return rows ? <TextAreaField {...field} rows={rows} /> : <TextField {...field} {...input} />;
}
