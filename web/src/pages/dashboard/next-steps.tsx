import { dashboardContent } from '../../content/dashboard.ts';
import { paths } from '../../paths.ts';
import { NextStep } from './next-step.tsx';
import { useProfileComplete } from './use-profile-complete.ts';

/** Seed §2: "Próximos Passos", numbered; the first leads to the profile and shows when it is done. */
export function NextSteps() {
  const { nextSteps } = dashboardContent;
  const [profileStep, ...laterSteps] = nextSteps.items;
  const profileComplete = useProfileComplete();
  return (
    <section
      aria-labelledby="proximos-passos"
      className="mt-16 rounded-3xl bg-ink-900 px-6 py-10 text-ivory-50 sm:mt-20 sm:px-12 sm:py-14"
    >
      <h2 id="proximos-passos" className="font-display text-3xl font-medium sm:text-4xl">
        {nextSteps.heading}
      </h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        <NextStep number={1} text={profileStep} to={paths.profile} done={profileComplete} />
        {laterSteps.map((step, index) => (
          <NextStep key={step} number={index + 2} text={step} />
        ))}
      </ol>
    </section>
  );
}
