import { type FormEvent, useState } from 'react';
import { bookingNotesLimits } from '../../../../../shared/booking-notes.ts';
import { Button } from '../../../components/button.tsx';
import { HintWithCount } from '../../../components/hint-with-count.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';

const { conversation: copy } = adminAgendaContent;
const limit = bookingNotesLimits.privateNotes;

interface PrivateNotesFormProps {
  notes: string | null;
  busy: boolean;
  onSave(text: string): void;
}

/** "Notas privadas": the team's own words on the conversation, said never to reach the client. */
export function PrivateNotesForm({ notes, busy, onSave }: PrivateNotesFormProps) {
  const [text, setText] = useState(notes ?? '');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(text);
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <TextAreaField
        label={copy.privateNotes.label}
        hint={
          <HintWithCount
            hint={copy.privateNotes.hint}
            count={copy.characterCount(text.length, limit)}
          />
        }
        name="private_notes"
        maxLength={limit}
        value={text}
        disabled={busy}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="outline" className="self-start" disabled={busy}>
        {busy ? copy.saving : copy.privateNotes.save}
      </Button>
    </form>
  );
}
