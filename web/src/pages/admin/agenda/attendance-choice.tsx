import { type Attendance, attendanceStatuses } from '../../../../../shared/booking-notes.ts';
import { Button } from '../../../components/button.tsx';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';

const { attendance: copy } = adminAgendaContent.conversation;

interface AttendanceChoiceProps {
  attendance: Attendance | null;
  busy: boolean;
  onMark(status: Attendance): void;
}

/** "Realizada" or "Não compareceu": the pressed one is the conversation's mark. */
export function AttendanceChoice({ attendance, busy, onMark }: AttendanceChoiceProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium text-ink-900">{copy.legend}</legend>
      <div className="flex flex-wrap gap-2">
        {attendanceStatuses.map((status) => (
          <Button
            key={status}
            variant={attendance === status ? 'primary' : 'outline'}
            aria-pressed={attendance === status}
            disabled={busy}
            onClick={() => onMark(status)}
          >
            {copy[status]}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
