import type { Profile } from '../../../../../shared/profile.ts';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { adminClientsContent } from '../../../content/admin-clients.ts';

const { detail: copy } = adminClientsContent;

/** What the client wrote in the profile; "Não informado" where nothing is. */
export function ClientProfileCard({ profile }: { profile: Profile }) {
  const { profileLabels: labels } = copy;
  const rows = [
    [labels.full_name, profile.full_name],
    [labels.phone, profile.phone],
    [labels.company, profile.company],
    [labels.job_title, profile.job_title],
    [labels.city, profile.city],
    [
      labels.preferred_channel,
      profile.preferred_channel && copy.channels[profile.preferred_channel],
    ],
    [labels.goals, profile.goals],
  ] as const;
  return (
    <section aria-labelledby="perfil" className={raisedCardClassName}>
      <h2 id="perfil" className="font-display text-title-2 font-medium text-ink-900">
        {copy.profile}
      </h2>
      <dl className="mt-5 grid gap-x-6 gap-y-1 text-small sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-y-3">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-ink-900">{label}</dt>
            <dd className="mb-3 sm:mb-0 break-words whitespace-pre-line text-ink-700">
              {value ?? copy.notFilled}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
