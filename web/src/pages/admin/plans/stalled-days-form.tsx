import { useState } from 'react';
import { type PlanSettings, planSettingsInput } from '../../../../../shared/plans.ts';
import { savePlanSettings } from '../../../api/admin-plans-api.ts';
import { BusyForm } from '../../../components/busy-form.tsx';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { adminPlansContent } from '../../../content/admin-plans.ts';
import { useSaveForm } from '../../../lib/use-save-form.ts';
import { readDraft } from './plan-draft.ts';

const { settings: copy } = adminPlansContent;
const fields = ['stalled_days'] as const;

interface StalledDaysFormProps {
  saved: PlanSettings;
  onSaved(settings: PlanSettings): void;
}

/** "Parado após N dias sem movimento": the team's setting, which the list and the digest read. */
export function StalledDaysForm({ saved, onSaved }: StalledDaysFormProps) {
  const [days, setDays] = useState(String(saved.stalled_days));
  const form = useSaveForm(fields, copy.toasts, 'plan-settings-save', (error) =>
    error.code === 'validation_failed' ? 'stalled_days' : undefined,
  );

  async function submit() {
    const checked = readDraft(planSettingsInput, { stalled_days: Number(days) }, fields);
    const answer = await form.save(checked, ({ value }: { value: PlanSettings }) =>
      savePlanSettings(value),
    );
    if (answer) onSaved(answer);
  }

  return (
    <BusyForm
      busy={form.sending}
      onSubmit={() => void submit()}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="sm:w-72">
        <TextField
          ref={form.controlRef('stalled_days')}
          label={copy.label}
          hint={copy.hint}
          error={form.errors.stalled_days}
          inputMode="numeric"
          value={days}
          onChange={(event) => {
            setDays(event.target.value);
            form.clear('stalled_days');
          }}
        />
      </div>
      <Button type="submit" size="lg" className="sm:mt-7">
        {form.sending ? copy.saving : copy.save}
      </Button>
    </BusyForm>
  );
}
