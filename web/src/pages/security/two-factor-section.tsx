import { useRef, useState } from 'react';
import { generateRecoveryCodes } from '../../api/recovery-codes-api.ts';
import { apiErrorMessage } from '../../api/api-error-message.ts';
import { verifiedTotpFactor } from '../../api/second-factor-api.ts';
import { CardSection } from '../../components/card-section.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { notifyError } from '../../components/notify.ts';
import { recoveryCodesContent } from '../../content/recovery-codes.ts';
import { twoFactorContent } from '../../content/two-factor.ts';
import { useApiLoad } from '../../lib/use-api-load.ts';
import { TwoFactorOn } from './two-factor-on.tsx';
import { TwoFactorSetup } from '../../components/two-factor-setup.tsx';

const { section: content } = twoFactorContent;

/**
 * "Verificação em duas etapas": set up an authenticator app, or see that it is on, its recovery
 * codes, and remove it.
 * `onActivated` once a factor is verified (the account's other sessions have ended).
 */
export function TwoFactorSection({ onActivated }: { onActivated(): void }) {
  const { load: factor, reload } = useApiLoad(verifiedTotpFactor);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The controls just used are gone with the state they belonged to: the keyboard stays here.
  const changed = () => {
    reload();
    heading.current?.focus();
  };
  // A factor just turned on comes with its recovery codes; a refusal leaves them to the button.
  const activated = async () => {
    changed();
    onActivated();
    await generateRecoveryCodes().then(setFreshCodes, (reason: unknown) =>
      notifyError({
        title: recoveryCodesContent.section.failedTitle,
        description: apiErrorMessage(reason),
      }),
    );
  };

  return (
    <CardSection
      id="verificacao-em-duas-etapas"
      heading={content.heading}
      lead={content.lead}
      headingRef={heading}
    >
      {factor.status === 'loading' && <LoadingStatus label={content.loading} />}
      {factor.status === 'failed' && (
        <LoadFailed title={content.loadFailed} message={factor.message} onRetry={reload} />
      )}
      {factor.status === 'ready' &&
        (factor.data ? (
          <TwoFactorOn
            factor={factor.data}
            onRemoved={() => {
              setFreshCodes(null);
              changed();
            }}
            freshCodes={freshCodes}
            onFreshCodes={setFreshCodes}
          />
        ) : (
          <TwoFactorSetup onActivated={() => void activated()} />
        ))}
    </CardSection>
  );
}
