import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker } from './file-picker.tsx';

const photo = new File(['foto'], 'retrato.jpg', { type: 'image/jpeg' });

function renderPicker() {
  const onFile = vi.fn();
  const { container } = render(
    <FilePicker accept="image/jpeg,image/png" onFile={onFile} aria-describedby="formatos">
      Enviar foto
    </FilePicker>,
  );
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { onFile, input, button: screen.getByRole('button', { name: 'Enviar foto' }) };
}

describe('FilePicker', () => {
  it('opens the file dialog from its button, offering only what is accepted', () => {
    const { input, button } = renderPicker();
    const opened = vi.fn();
    input.addEventListener('click', opened);

    fireEvent.click(button);
    expect(opened).toHaveBeenCalledOnce();
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(input).not.toBeVisible();
    expect(button).toHaveAttribute('aria-describedby', 'formatos');
  });

  it('hands over the chosen file, and takes the same file again', () => {
    const { onFile, input } = renderPicker();

    fireEvent.change(input, { target: { files: [photo] } });
    expect(onFile).toHaveBeenLastCalledWith(photo);
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { files: [photo] } });
    expect(onFile).toHaveBeenCalledTimes(2);
  });

  it('hands over nothing when the dialog is closed without a file', () => {
    const { onFile, input } = renderPicker();
    fireEvent.change(input, { target: { files: [] } });
    expect(onFile).not.toHaveBeenCalled();
  });
});
