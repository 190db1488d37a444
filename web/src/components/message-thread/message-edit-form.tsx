import { useEffect, useRef, useState } from 'react';
import type { Message } from '../../../../shared/messages.ts';
import { messagesContent } from '../../content/messages.ts';
import { BusyForm } from '../busy-form.tsx';
import { Button } from '../button.tsx';
import { messageMaxLength } from './message-limits.ts';
import { MessageField } from './message-field.tsx';

const { edit: copy } = messagesContent;

interface MessageEditFormProps {
  message: Message;
  busy: boolean;
  onSave(body: string): void;
  onCancel(): void;
}

/** A message's text, to change in its place; the keyboard goes to it when it opens. */
export function MessageEditForm({ message, busy, onSave, onCancel }: MessageEditFormProps) {
  const [body, setBody] = useState(message.body);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  const save = () => {
    if (busy || body.trim() === '' || body.length > messageMaxLength) return;
    onSave(body);
  };
  return (
    // Escape gives up the change, as the confirmation steps' safe choice does.
    <div
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || busy) return;
        event.preventDefault();
        onCancel();
      }}
    >
      <BusyForm busy={busy} onSubmit={save} className="mt-2 flex flex-col gap-3">
        <MessageField
          ref={field}
          label={copy.label}
          value={body}
          onChange={setBody}
          onSend={save}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{busy ? copy.saving : copy.save}</Button>
          <Button variant="outline" onClick={onCancel}>
            {copy.cancel}
          </Button>
        </div>
      </BusyForm>
    </div>
  );
}
