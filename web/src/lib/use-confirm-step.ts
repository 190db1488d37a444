import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * A confirmation step opened by a button (`triggerRef`), shown in the button's place: cancelling
 * gives the keyboard back to the button.
 */
export function useConfirmStep() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return {
    open,
    triggerRef,
    start: () => setOpen(true),
    cancel() {
      flushSync(() => setOpen(false));
      triggerRef.current?.focus();
    },
    close: () => setOpen(false),
  };
}
