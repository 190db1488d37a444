import { useEffect, useState } from 'react';
import { editWindowMs } from './message-limits.ts';

const windowLeft = (createdAt: string) => Date.parse(createdAt) + editWindowMs - Date.now();

/** Whether a message sent at `createdAt` may still be edited; false from the moment it closes. */
export function useEditWindow(createdAt: string) {
  const [open, setOpen] = useState(() => windowLeft(createdAt) > 0);
  useEffect(() => {
    const left = windowLeft(createdAt);
    if (left <= 0) return;
    const closing = setTimeout(() => setOpen(false), left);
    return () => clearTimeout(closing);
  }, [createdAt]);
  return open;
}
