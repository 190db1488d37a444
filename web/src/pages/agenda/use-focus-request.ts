import { useEffect, useRef } from 'react';

/** Which booking's entry should take the keyboard; a new object for each request. */
export interface FocusRequest {
  bookingId: string;
}

/** A ref for the entry of booking `id`: focused when `request` names it. */
export function useFocusRequest<E extends HTMLElement>(request: FocusRequest | null, id: string) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (request?.bookingId === id) ref.current?.focus();
  }, [request, id]);
  return ref;
}
