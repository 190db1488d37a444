import { toast } from 'sonner';

interface Notice {
  title: string;
  description: string;
}

/** A success toast. */
export function notifySuccess({ title, description }: Notice) {
  toast.success(title, { description });
}

/** A destructive toast: validation failures and provider errors (seed §5, §8). */
export function notifyError({ title, description }: Notice) {
  toast.error(title, { description });
}
