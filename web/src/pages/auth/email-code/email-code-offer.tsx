import { Button } from '../../../components/button.tsx';
import { emailCodeContent } from '../../../content/email-code.ts';
import { emailCodeFlow } from './email-code-entry.tsx';

/** "Receber um código por email", below the password form: its screens load when wanted. */
export function EmailCodeOffer({ onOpen }: { onOpen(): void }) {
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      onPointerEnter={() => void emailCodeFlow()}
      onFocus={() => void emailCodeFlow()}
      onClick={onOpen}
    >
      {emailCodeContent.offer}
    </Button>
  );
}
