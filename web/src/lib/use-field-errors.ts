import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * A form's errors, each shown beside its field: `refuse()` shows them and takes the keyboard to
 * the first refused field in `order` (the form's order), whose control `controlRef` registered.
 */
export function useFieldErrors<F extends string>(order: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const controls = useRef(new Map<F, HTMLElement>());
  return {
    errors,
    refuse(found: FieldErrors<F>) {
      flushSync(() => setErrors(found));
      const first = order.find((field) => found[field]);
      if (first) controls.current.get(first)?.focus();
    },
    /** The field was edited: its error goes. */
    clear(field: F) {
      setErrors((current) => {
        const others = { ...current };
        delete others[field];
        return others;
      });
    },
    clearAll: () => setErrors({}),
    controlRef: (field: F) => (element: HTMLElement | null) => {
      if (element) controls.current.set(field, element);
      else controls.current.delete(field);
    },
  };
}
