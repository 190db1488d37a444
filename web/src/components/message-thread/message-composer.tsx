import { Paperclip, Send, X } from 'lucide-react';
import { useRef, useState } from 'react';
import type { UploadProgress as Progress } from '../../api/api-upload.ts';
import type { Message } from '../../../../shared/messages.ts';
import type { ThreadApi } from '../../api/messages-api.ts';
import { messagesContent } from '../../content/messages.ts';
import { acceptedFileEndings } from '../../lib/file-format.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { BusyForm } from '../busy-form.tsx';
import { Button } from '../button.tsx';
import { FilePicker } from '../file-picker.tsx';
import { UploadProgress } from '../upload-progress.tsx';
import { messageMaxLength } from './message-limits.ts';
import { MessageField } from './message-field.tsx';
import { useMessageFailure } from './use-message-failure.ts';

const { composer: copy } = messagesContent;

interface MessageComposerProps {
  api: ThreadApi;
  onSent(message: Message): void;
}

/** The box a new message is written in, with a file to attach; the button always sends. */
export function MessageComposer({ api, onSent }: MessageComposerProps) {
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<Progress | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const { sending, send } = useSubmit();
  const reportFailure = useMessageFailure();

  async function submit() {
    if (sending) return;
    if (body.trim() === '' && !file) {
      setError(copy.empty);
      return field.current?.focus();
    }
    if (body.length > messageMaxLength) return field.current?.focus();
    setError(undefined);
    const outcome = await send(() => api.send(body, file, setProgress));
    setProgress(null);
    if ('error' in outcome) {
      reportFailure(outcome.error, messagesContent.toasts.sendFailed);
      return field.current?.focus();
    }
    setBody('');
    setFile(null);
    onSent(outcome.answer);
    field.current?.focus();
  }

  return (
    <BusyForm busy={sending} onSubmit={() => void submit()} className="flex flex-col gap-3">
      <MessageField
        ref={field}
        label={copy.label}
        value={body}
        onChange={(value) => {
          setBody(value);
          setError(undefined);
        }}
        onSend={() => void submit()}
        error={error}
      />
      {file && (
        <p className="flex flex-wrap items-center gap-2 text-small text-ink-700">
          <Paperclip aria-hidden="true" className="size-4" />
          <span className="min-w-0 break-all">{copy.attached(file.name)}</span>
          <Button variant="ghost" onClick={() => setFile(null)}>
            <X aria-hidden="true" className="size-4" />
            {copy.removeAttachment}
          </Button>
        </p>
      )}
      {progress && <UploadProgress progress={progress} />}
      <div className="flex flex-wrap justify-between gap-2">
        <FilePicker variant="outline" accept={acceptedFileEndings} onFile={setFile}>
          <Paperclip aria-hidden="true" className="size-4" />
          {copy.attach}
        </FilePicker>
        <Button type="submit">
          <Send aria-hidden="true" className="size-4" />
          {sending ? copy.sending : copy.send}
        </Button>
      </div>
    </BusyForm>
  );
}
