import { Button } from '../../../components/button.tsx';
import { signInWaysContent } from '../../../content/sign-in-ways.ts';
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
      {signInWaysContent.emailCode}
    </Button>
  );
}
