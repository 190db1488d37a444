import { BadgeCheck } from 'lucide-react';
import { EmailAddress } from '../../components/email-address.tsx';
import { dashboardContent } from '../../content/dashboard.ts';

/** Seed §2: "Bem-vindo de volta!", the user's e-mail and the "Conta ativa" badge. */
export function WelcomeCard({ email }: { email: string }) {
  const { welcome } = dashboardContent;
  return (
    <section
      aria-labelledby="bem-vindo"
      className="relative flex flex-col gap-5 rounded-3xl bg-ivory-50 p-7 shadow-xl shadow-ink-900/10 ring-1 ring-sand-300/70 sm:flex-row sm:items-center sm:justify-between sm:p-10"
    >
      <div className="min-w-0">
        <h2 id="bem-vindo" className="font-display text-title-2 font-medium text-ink-900">
          {welcome.title}
        </h2>
        <p className="mt-3 text-ink-700">
          {welcome.signedInAs}{' '}
          {/* On a line of its own, held open while the prerendered page waits for it: no shift. */}
          <strong className="block min-h-lh font-semibold break-words text-ink-900">
            <EmailAddress address={email} />
          </strong>
        </p>
      </div>
      <p className="inline-flex w-fit shrink-0 items-center gap-2 rounded-full bg-ink-900 px-4 py-2 text-small font-medium text-brass-300">
        <BadgeCheck aria-hidden="true" className="size-4" />
        {welcome.badge}
      </p>
    </section>
  );
}
