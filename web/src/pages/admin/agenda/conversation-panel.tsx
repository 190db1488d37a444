import type { TeamBooking } from '../../../api/admin-agenda-api.ts';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import { AttendanceChoice } from './attendance-choice.tsx';
import { PrivateNotesForm } from './private-notes-form.tsx';
import { RecapForm } from './recap-form.tsx';
import type { ConversationRecordState } from './use-conversation-record.ts';

const { conversation: copy } = adminAgendaContent;

interface ConversationPanelProps {
  booking: TeamBooking;
  /** The conversation's start has passed: attendance and a recap may be recorded. */
  started: boolean;
  conversation: ConversationRecordState;
  labelledBy: string;
}

/**
 * What the team records of a conversation (docs/portal.md, "After the conversation"): whether it
 * took place, its private notes and the client's recap; before it starts, private notes only.
 */
export function ConversationPanel({
  booking,
  started,
  conversation,
  labelledBy,
}: ConversationPanelProps) {
  const { record } = conversation;
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      className="mt-2 flex flex-col gap-6 border-t border-sand-300 pt-4"
    >
      {started ? (
        <AttendanceChoice
          attendance={record.attendance}
          busy={conversation.marking}
          onMark={(status) => void conversation.mark(status)}
        />
      ) : (
        <p className="text-small text-ink-700">{copy.attendance.notYet}</p>
      )}
      <PrivateNotesForm
        notes={record.private_notes}
        busy={conversation.savingNotes}
        onSave={(text) => void conversation.saveNotes(text)}
      />
      {started && (
        <RecapForm
          bookingId={booking.id}
          recap={record.recap}
          busy={conversation.savingRecap}
          onSave={conversation.saveRecap}
        />
      )}
    </div>
  );
}
