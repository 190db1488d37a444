import { type MeetingKind, meetingKinds } from '../../../../../shared/agenda.ts';
import { RadioGroup } from '../../../components/radio-group.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import { availabilityTextField } from './availability-text-field.ts';
import type { AvailabilityFormState } from './use-availability-form.ts';

const { availability: copy } = adminAgendaContent;

/** "Como a conversa acontece": a fixed link, a room per conversation, or in person; its field. */
export function MeetingFields({ form }: { form: AvailabilityFormState }) {
  const kind = form.values.meeting_kind;
  return (
    <div className="flex flex-col gap-5">
      <RadioGroup<MeetingKind>
        legend={copy.meeting.legend}
        name="meeting_kind"
        options={meetingKinds.map((value) => ({ value, label: copy.meeting.kinds[value] }))}
        value={kind}
        onChange={(value) =>
          form.update(['meeting_kind'], (current) => ({ ...current, meeting_kind: value }))
        }
        error={form.errors.meeting_kind}
        ref={form.controlRef('meeting_kind')}
      />
      {kind === 'link' && (
        <TextField
          {...availabilityTextField(form, 'meeting_url')}
          type="url"
          hint={copy.hints.meeting_url}
        />
      )}
      {kind === 'room' && (
        <TextField
          {...availabilityTextField(form, 'meeting_room_base_url')}
          type="url"
          hint={copy.hints.meeting_room_base_url}
        />
      )}
      {kind === 'in_person' && (
        <TextField
          {...availabilityTextField(form, 'meeting_address')}
          hint={copy.hints.meeting_address}
          autoComplete="street-address"
        />
      )}
    </div>
  );
}
