import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecoveryCodes } from './recovery-codes.tsx';

const codes = Array.from({ length: 10 }, (_, index) => `k7qm-2xh${index}`);

afterEach(() => vi.unstubAllGlobals());

describe('RecoveryCodes', () => {
  it('lists the codes, and copies them one a line', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<RecoveryCodes codes={codes} />);
    const list = screen.getByRole('list', { name: 'Códigos de recuperação' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    fireEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(codes.join('\n')));
  });

  it('saves them as a text file', async () => {
    const saved: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (file: Blob) => {
        saved.push(file);
        return 'blob:codes';
      },
      revokeObjectURL: () => {},
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('codigos-de-recuperacao-legacy.txt');
    });
    render(<RecoveryCodes codes={codes} />);
    fireEvent.click(screen.getByRole('button', { name: 'Baixar' }));
    expect(click).toHaveBeenCalledOnce();
    expect(saved[0]!.type).toBe('text/plain;charset=utf-8');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(saved[0]!);
    });
    for (const code of codes) expect(text).toContain(`${code}\n`);
    click.mockRestore();
  });
});
