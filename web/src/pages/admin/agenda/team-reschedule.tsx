import { ConfirmStep } from '../../../components/confirm-step.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import type { AgendaClock } from '../../../lib/agenda-clock.ts';
import type { useTeamReschedule } from './use-team-reschedule.ts';

const { booking: copy } = adminAgendaContent;

interface TeamRescheduleProps {
  move: ReturnType<typeof useTeamReschedule>;
  clock: AgendaClock;
  onKeep(): void;
}

/** "Remarcar esta conversa?": a free slot to move it to, by day, and the confirmation. */
export function TeamReschedule({ move, clock, onKeep }: TeamRescheduleProps) {
  const { slots } = move;
  const byDay = new Map<string, NonNullable<typeof slots>>();
  for (const slot of slots ?? []) {
    const day = clock.longDay(slot.start);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  const hint =
    slots === undefined ? copy.slotsLoading : slots.length === 0 ? copy.noSlots : copy.newSlotHint;
  return (
    <ConfirmStep
      compact
      tone="calm"
      copy={copy.confirmReschedule}
      busy={move.busy}
      onConfirm={move.confirm}
      onKeep={onKeep}
    >
      <SelectField
        label={copy.newSlotLabel}
        hint={hint}
        name="start"
        value={move.start}
        error={move.error}
        disabled={!slots || slots.length === 0}
        onChange={(event) => move.choose(event.target.value)}
      >
        <option value="">{copy.chooseSlot}</option>
        {[...byDay].map(([day, list]) => (
          <optgroup key={day} label={day}>
            {list.map((slot) => (
              <option key={slot.start} value={slot.start}>
                {clock.timeRange(slot.start, slot.end)}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
    </ConfirmStep>
  );
}
