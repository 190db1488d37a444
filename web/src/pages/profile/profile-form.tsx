import type { HTMLInputTypeAttribute } from 'react';
import { preferredChannels, type Profile, profileLimits } from '../../../../shared/profile.ts';
import { BusyForm } from '../../components/busy-form.tsx';
import { Button } from '../../components/button.tsx';
import { HintWithCount } from '../../components/hint-with-count.tsx';
import { RadioGroup } from '../../components/radio-group.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { profileContent } from '../../content/profile.ts';
import { classNames } from '../../lib/class-names.ts';
import type { ProfileField } from './profile-form-values.ts';
import { useProfileForm } from './use-profile-form.ts';

const { labels, hints } = profileContent;

const textInputs: ReadonlyArray<{
  field: Exclude<ProfileField, 'preferred_channel' | 'goals'>;
  autoComplete: string;
  type?: HTMLInputTypeAttribute;
  wide?: boolean;
}> = [
  { field: 'full_name', autoComplete: 'name', wide: true },
  { field: 'phone', autoComplete: 'tel', type: 'tel' },
  { field: 'company', autoComplete: 'organization' },
  { field: 'job_title', autoComplete: 'organization-title' },
  { field: 'city', autoComplete: 'address-level2' },
];

const channelOptions = preferredChannels.map((value) => ({
  value,
  label: profileContent.channels[value],
}));

interface ProfileFormProps {
  profile: Profile;
  onSaved(profile: Profile): void;
}

/** The profile's fields, in the schema's order; `noValidate` so the shared rules speak. */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const { values, errors, saving, savedAt, submit, change, controlRef } = useProfileForm(
    profile,
    onSaved,
  );
  return (
    <BusyForm
      busy={saving}
      onSubmit={() => void submit()}
      className="grid min-w-0 gap-6 sm:grid-cols-2"
    >
      {textInputs.map(({ field, autoComplete, type = 'text', wide }) => (
        <div key={field} className={classNames(wide && 'sm:col-span-2')}>
          <TextField
            ref={controlRef(field)}
            label={labels[field]}
            hint={field === 'phone' ? hints.phone : undefined}
            error={errors[field]}
            name={field}
            type={type}
            autoComplete={autoComplete}
            value={values[field]}
            onChange={(event) => change(field, event.target.value)}
          />
        </div>
      ))}
      <div className="sm:col-span-2">
        <RadioGroup
          ref={controlRef('preferred_channel')}
          legend={labels.preferred_channel}
          name="preferred_channel"
          options={channelOptions}
          value={values.preferred_channel}
          onChange={(channel) => change('preferred_channel', channel)}
          error={errors.preferred_channel}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          ref={controlRef('goals')}
          label={labels.goals}
          hint={
            <HintWithCount
              hint={hints.goals}
              count={profileContent.characterCount(values.goals.length, profileLimits.goals)}
            />
          }
          error={errors.goals}
          name="goals"
          value={values.goals}
          onChange={(event) => change('goals', event.target.value)}
        />
      </div>
      <div className="flex flex-col-reverse gap-4 border-t border-sand-300 pt-6 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-small text-ink-600">{savedAt && profileContent.lastSaved(savedAt)}</p>
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {saving ? profileContent.saving : profileContent.save}
        </Button>
      </div>
    </BusyForm>
  );
}
