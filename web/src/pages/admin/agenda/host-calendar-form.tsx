import { useState } from 'react';
import {
  hostCalendarInput,
  type HostCalendarStatus,
} from '../../../../../shared/host-calendars.ts';
import { ApiError } from '../../../api/api-client.ts';
import { connectHostCalendar } from '../../../api/host-calendars-api.ts';
import { BusyForm } from '../../../components/busy-form.tsx';
import { Button } from '../../../components/button.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { TextField } from '../../../components/text-field.tsx';
import { hostCalendarsContent } from '../../../content/host-calendars.ts';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../../lib/use-submit.ts';

const { calDav: copy, toasts } = hostCalendarsContent;
const fields = ['url', 'username', 'password'] as const;
type Field = (typeof fields)[number];
const toastAction = 'host-calendar-connect';

/** Endereço, usuário e senha de app of a CalDAV calendar, checked by the server as it connects. */
export function HostCalendarForm(props: {
  hostId: string;
  onConnected(status: HostCalendarStatus): void;
}) {
  const [values, setValues] = useState<Record<Field, string>>({
    url: '',
    username: '',
    password: '',
  });
  const { sending, send } = useSubmit();
  const { errors, refuse, clear, controlRef } = useFieldErrors(fields);
  const reportFailure = useReportApiFailure();

  async function submit() {
    const checked = hostCalendarInput.safeParse(values);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
      refuse(found);
      return notifyError(toasts.connectInvalid, toastAction);
    }
    const outcome = await send(() => connectHostCalendar(props.hostId, checked.data));
    if ('error' in outcome) {
      const { error } = outcome;
      if (error instanceof ApiError && fields.includes(error.field as Field)) {
        refuse({ [error.field as Field]: error.message });
        return notifyError(
          { title: toasts.connectFailedTitle, description: error.message },
          toastAction,
        );
      }
      return reportFailure(error, toasts.connectFailedTitle, toastAction);
    }
    setValues((current) => ({ ...current, password: '' }));
    notifySuccess(toasts.connected, toastAction);
    props.onConnected(outcome.answer);
  }

  const field = (name: Field) => ({
    ref: controlRef(name),
    name,
    label: copy.labels[name],
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      clear(name);
    },
  });

  return (
    <BusyForm busy={sending} onSubmit={() => void submit()} className="flex flex-col gap-5">
      <TextField {...field('url')} type="url" hint={copy.hints.url} autoComplete="url" />
      <TextField {...field('username')} autoComplete="username" />
      <TextField
        {...field('password')}
        type="password"
        hint={copy.hints.password}
        autoComplete="new-password"
      />
      <Button type="submit" className="self-start">
        {sending ? copy.connecting : copy.connect}
      </Button>
    </BusyForm>
  );
}
