import { Trash2 } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { ConfirmStep } from '../../components/confirm-step.tsx';
import { TextField } from '../../components/text-field.tsx';
import { securityContent } from '../../content/security.ts';
import { useConfirmStep } from '../../lib/use-confirm-step.ts';
import { useAccountDeletion } from './use-account-deletion.ts';

const { deletion } = securityContent;

/** "Excluir minha conta": what goes, then a confirmation that asks for the password. */
export function AccountDeletionSection() {
  const { open, triggerRef, start, cancel } = useConfirmStep();
  return (
    <CardSection id="excluir-conta" heading={deletion.heading} lead={deletion.lead}>
      {open ? (
        <AccountDeletionStep onCancel={cancel} />
      ) : (
        <Button ref={triggerRef} variant="danger" onClick={start}>
          <Trash2 aria-hidden="true" className="size-4" />
          {deletion.start}
        </Button>
      )}
    </CardSection>
  );
}

function AccountDeletionStep({ onCancel }: { onCancel(): void }) {
  const { password, error, deleting, confirm, change, passwordRef } = useAccountDeletion();
  return (
    <ConfirmStep
      copy={deletion.confirm}
      busy={deleting}
      onConfirm={() => void confirm()}
      onKeep={onCancel}
    >
      <TextField
        ref={passwordRef}
        label={deletion.confirm.passwordLabel}
        error={error}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => change(event.target.value)}
      />
    </ConfirmStep>
  );
}
