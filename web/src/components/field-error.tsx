import { CircleAlertIcon } from './alert-icons.tsx';

/** Why a field's value was refused, shown right under it and read with it. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-small font-medium text-danger-700">
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
