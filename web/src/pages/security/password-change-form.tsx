import { passwordMaxLength } from '../../../../shared/credential-rules.ts';
import { BusyForm } from '../../components/busy-form.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { passwordMinLength } from '../../config/runtime-config.ts';
import { securityContent } from '../../content/security.ts';
import { passwordFields } from './password-change-values.ts';
import { usePasswordChangeForm } from './use-password-change-form.ts';

const { password } = securityContent;

interface PasswordChangeFormProps {
  /** The account's e-mail, for password managers to know whose password changes. */
  email: string;
  onChanged(): void;
}

/** "Trocar senha": the current password, then the new one twice; `noValidate` so our rules speak. */
export function PasswordChangeForm({ email, onChanged }: PasswordChangeFormProps) {
  const { values, errors, saving, submit, change, controlRef } = usePasswordChangeForm(onChanged);
  return (
    <BusyForm busy={saving} onSubmit={() => void submit()} className="flex min-w-0 flex-col gap-5">
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      {passwordFields.map((field) => (
        <TextField
          key={field}
          ref={controlRef(field)}
          label={password.labels[field]}
          hint={
            field === 'new_password'
              ? password.newPasswordHint(passwordMinLength(), passwordMaxLength)
              : undefined
          }
          error={errors[field]}
          type="password"
          name={field}
          autoComplete={field === 'current_password' ? 'current-password' : 'new-password'}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
        />
      ))}
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start">
        {saving ? password.submitting : password.submit}
      </Button>
    </BusyForm>
  );
}
