import { type ComponentProps, useRef } from 'react';
import { Button } from './button.tsx';

interface FilePickerProps extends Omit<ComponentProps<typeof Button>, 'onClick' | 'type'> {
  /** What the system's file dialog offers: file name endings or media types, comma-separated. */
  accept: string;
  /** The file chosen in the dialog. */
  onFile(file: File): void;
}

/**
 * A button that opens the system's file dialog; the file chosen there goes to `onFile`, the same
 * file chosen again too. The button takes the other props (its look, its name, `aria-*`, `ref`).
 */
export function FilePicker({ accept, onFile, ...button }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onFile(chosen);
          // Without this, choosing the same file again would not be a change.
          event.target.value = '';
        }}
      />
    </>
  );
}
