import type { Ref } from 'react';
import { LoadFailed } from '../../components/load-failed.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { planContent } from '../../content/plan.ts';
import { useApiLoad } from '../../lib/use-api-load.ts';

const { complete: copy } = planContent;

interface ChoiceSelectProps<T> {
  /** Reads what can be chosen; a module's function, so it keeps its identity. */
  read: () => Promise<T[]>;
  /** What of the answer is offered, each as a value and what the client reads. */
  toOptions(items: T[]): Array<{ value: string; label: string }>;
  label: string;
  /** Said when there is nothing to choose, and when the list could not be read. */
  empty: string;
  failed: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** One of the client's own things to name as proof (a conversation, a material), from a list. */
export function ChoiceSelect<T>({
  read,
  toOptions,
  label,
  empty,
  failed,
  value,
  onChange,
  error,
  ref,
}: ChoiceSelectProps<T>) {
  const { load, reload } = useApiLoad(read, { fromMemory: true });
  if (load.status === 'loading') return <LoadingStatus label={copy.loadingChoices} />;
  if (load.status === 'failed') {
    return <LoadFailed title={failed} message={load.message} onRetry={reload} />;
  }
  const options = toOptions(load.data);
  if (options.length === 0) return <p className="text-ink-700">{empty}</p>;
  return (
    <SelectField
      ref={ref}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    >
      <option value="">{copy.pick}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
