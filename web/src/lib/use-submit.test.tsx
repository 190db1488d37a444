import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BusyForm } from '../components/busy-form.tsx';
import { useSubmit } from './use-submit.ts';

/** A form whose field takes the keyboard back when the request fails, as a refused field does. */
function NameForm({ request }: { request: () => Promise<string> }) {
  const { sending, send } = useSubmit();
  const [said, setSaid] = useState('');
  const field = useRef<HTMLInputElement>(null);
  return (
    <BusyForm
      busy={sending}
      onSubmit={() =>
        void send(request).then((outcome) => {
          if ('error' in outcome) return field.current?.focus();
          setSaid(outcome.answer);
        })
      }
    >
      <label>
        Nome
        <input ref={field} />
      </label>
      <button type="submit">{sending ? 'Enviando...' : 'Enviar'}</button>
      <p>{said}</p>
    </BusyForm>
  );
}

/** A request that ends when the test says. */
function pendingRequest() {
  let settle: { resolve(answer: string): void; reject(reason: unknown): void } | undefined;
  const request = () =>
    new Promise<string>((resolve, reject) => {
      settle = { resolve, reject };
    });
  return { request, settle: () => settle! };
}

describe('useSubmit', () => {
  it('keeps the form disabled while the request is on its way, and hands back the answer', async () => {
    const { request, settle } = pendingRequest();
    render(<NameForm request={request} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(screen.getByLabelText('Nome')).toBeDisabled();
    settle().resolve('Recebido');
    expect(await screen.findByText('Recebido')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toBeEnabled();
  });

  it('enables the form before the failure is handled, so a field can take the keyboard', async () => {
    const { request, settle } = pendingRequest();
    render(<NameForm request={request} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    settle().reject(new TypeError('Failed to fetch'));
    await screen.findByRole('button', { name: 'Enviar' });
    expect(screen.getByLabelText('Nome')).toHaveFocus();
  });
});
