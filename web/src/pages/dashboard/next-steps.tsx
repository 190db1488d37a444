import { dashboardContent } from '../../content/dashboard.ts';

/** Seed §2: "Próximos Passos", numbered. */
export function NextSteps() {
  const { nextSteps } = dashboardContent;
  return (
    <section
      aria-labelledby="proximos-passos"
      className="mt-16 rounded-3xl bg-ink-900 px-6 py-10 text-ivory-50 sm:mt-20 sm:px-12 sm:py-14"
    >
      <h2 id="proximos-passos" className="font-display text-3xl font-medium sm:text-4xl">
        {nextSteps.heading}
      </h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {nextSteps.items.map((step, index) => (
          <li key={step} className="flex gap-4 border-t border-ivory-50/15 pt-6">
            <span
              aria-hidden="true"
              className="font-display text-3xl leading-none font-medium text-brass-300"
            >
              {index + 1}
            </span>
            <span className="leading-relaxed text-sand-200">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
