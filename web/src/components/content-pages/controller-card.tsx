import type { SiteContent } from '../../../../shared/site-content/schema.ts';
import { legalPageContent } from '../../content/legal.ts';

const copy = legalPageContent.controller;

/** Who answers for the data (LGPD, art. 41's contact), as the team filled it in. */
export function ControllerCard({ controller }: { controller: SiteContent['legal']['controller'] }) {
  return (
    <section
      aria-labelledby="controlador"
      className="mt-12 rounded-2xl border border-sand-300 bg-ivory-100 p-7"
    >
      <h2 id="controlador" className="font-display text-title-2 font-medium text-ink-900">
        {copy.heading}
      </h2>
      <p className="mt-3 text-ink-700">{copy.intro}</p>
      <dl className="mt-5 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="sr-only">{controller.name}</dt>
        <dd className="font-medium text-ink-900 sm:col-span-2">{controller.name}</dd>
        {controller.document && (
          <>
            <dt className="text-ink-600">{copy.document}</dt>
            <dd className="text-ink-900">{controller.document}</dd>
          </>
        )}
        <dt className="text-ink-600">{copy.email}</dt>
        <dd className="break-words text-ink-900">
          <a
            href={`mailto:${controller.email}`}
            className="underline decoration-brass-400 underline-offset-4"
          >
            {controller.email}
          </a>
        </dd>
        {controller.address && (
          <>
            <dt className="text-ink-600">{copy.address}</dt>
            <dd className="text-ink-900">{controller.address}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
