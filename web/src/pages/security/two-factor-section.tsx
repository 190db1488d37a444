import { useRef } from 'react';
import { verifiedTotpFactor } from '../../api/second-factor-api.ts';
import { CardSection } from '../../components/card-section.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { twoFactorContent } from '../../content/two-factor.ts';
import { useApiLoad } from '../../lib/use-api-load.ts';
import { TwoFactorOn } from './two-factor-on.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

const { section: content } = twoFactorContent;

/**
 * "Verificação em duas etapas": set up an authenticator app, or see that it is on and remove it.
 * `onActivated` once a factor is verified (the account's other sessions have ended).
 */
export function TwoFactorSection({ onActivated }: { onActivated(): void }) {
  const { load: factor, reload } = useApiLoad(verifiedTotpFactor);
  const heading = useRef<HTMLHeadingElement>(null);
  // The controls just used are gone with the state they belonged to: the keyboard stays here.
  const changed = () => {
    reload();
    heading.current?.focus();
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
          <TwoFactorOn factor={factor.data} onRemoved={changed} />
        ) : (
          <TwoFactorSetup
            onActivated={() => {
              changed();
              onActivated();
            }}
          />
        ))}
    </CardSection>
  );
}
