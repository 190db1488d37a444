import { useState } from 'react';
import { passwordMaxLength } from '../../../../shared/credential-rules.ts';
import { ApiError } from '../../api/api-client.ts';
import { createFirstAccount } from '../../api/first-run-api.ts';
import { firstAccountSchema, validate } from '../../auth/credentials-schema.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { BusyForm } from '../../components/busy-form.tsx';
import { Button } from '../../components/button.tsx';
import { notifyError } from '../../components/notify.ts';
import { TextField } from '../../components/text-field.tsx';
import { passwordMinLength } from '../../config/runtime-config.ts';
import { firstRunContent } from '../../content/first-run.ts';
import { useFieldErrors } from '../../lib/use-field-errors.ts';
import { useReportApiFailure } from '../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { isSetupRefusal, type SetupRefusalCode } from './setup-refusal.ts';

const { account: content } = firstRunContent;
const toastAction = 'first-account';
const fields = ['name', 'email', 'password'] as const;
type Field = (typeof fields)[number];

const isField = (field: string | undefined): field is Field => fields.includes(field as Field);

interface FirstAccountFormProps {
  token: string;
  onCreated(): void;
  onRefused(code: SetupRefusalCode): void;
}

/** Name, e-mail and password of the team's first account; `noValidate` so our rules speak. */
export function FirstAccountForm({ token, onCreated, onRefused }: FirstAccountFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    password: '',
  });
  const { errors, refuse, clear, controlRef } = useFieldErrors(fields);
  const { sending, send } = useSubmit();
  const reportFailure = useReportApiFailure();
  const { prepare } = useAuth();

  async function submit() {
    const read = validate(firstAccountSchema(passwordMinLength()), values);
    if (!read.success) {
      refuse(read.fieldMessages);
      return notifyError(content.invalid, toastAction);
    }
    // The page opened signed out, so the session's provider is not listening yet: it will be
    // by the time the new session is stored, and the console's gate sees it.
    prepare();
    const outcome = await send(() => createFirstAccount({ token, ...read.data }));
    if (!('error' in outcome)) return onCreated();
    const { error } = outcome;
    if (error instanceof ApiError && isSetupRefusal(error.code)) return onRefused(error.code);
    if (error instanceof ApiError && isField(error.field)) {
      refuse({ [error.field]: error.message });
      return notifyError({ title: content.failedTitle, description: error.message }, toastAction);
    }
    reportFailure(error, content.failedTitle, toastAction);
  }

  return (
    <BusyForm busy={sending} onSubmit={() => void submit()} className="mt-8 flex flex-col gap-5">
      {fields.map((field) => (
        <TextField
          key={field}
          ref={controlRef(field)}
          label={content.labels[field]}
          hint={
            field === 'password'
              ? content.passwordHint(passwordMinLength(), passwordMaxLength)
              : undefined
          }
          error={errors[field]}
          type={field === 'name' ? 'text' : field}
          name={field}
          autoComplete={field === 'name' ? 'name' : field === 'email' ? 'username' : 'new-password'}
          value={values[field]}
          onChange={(event) => {
            const { value } = event.target;
            setValues((current) => ({ ...current, [field]: value }));
            clear(field);
          }}
        />
      ))}
      <Button type="submit" size="lg" className="w-full">
        {sending ? content.submitting : content.submit}
      </Button>
    </BusyForm>
  );
}
