import type { Ref } from 'react';
import { messagesContent } from '../../content/messages.ts';
import { HintWithCount } from '../hint-with-count.tsx';
import { TextAreaField } from '../text-area-field.tsx';
import { messageCountFrom, messageMaxLength } from './message-limits.ts';

const { composer: copy } = messagesContent;

interface MessageFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Ctrl+Enter or ⌘+Enter: the form's send. */
  onSend(): void;
  error?: string | undefined;
  disabled?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A message's text box: Ctrl+Enter (⌘+Enter) sends, Enter alone starts a new line; how much of the
 * 10,000 characters is used shows near the end, and past it the field says so.
 */
export function MessageField({
  label,
  value,
  onChange,
  onSend,
  error,
  disabled,
  ref,
}: MessageFieldProps) {
  const nearLimit = value.length >= messageCountFrom;
  const tooLong = value.length > messageMaxLength;
  const hint = nearLimit ? (
    <HintWithCount hint={copy.hint} count={copy.left(value.length, messageMaxLength)} />
  ) : (
    copy.hint
  );
  return (
    <TextAreaField
      ref={ref}
      label={label}
      hint={hint}
      error={error ?? (tooLong ? copy.tooLong(messageMaxLength) : undefined)}
      rows={3}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
        event.preventDefault();
        onSend();
      }}
    />
  );
}
