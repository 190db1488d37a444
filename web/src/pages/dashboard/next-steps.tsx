import type { Booking } from '../../../../shared/agenda.ts';
import type { Material } from '../../../../shared/materials.ts';
import type { Profile } from '../../../../shared/profile.ts';
import { fetchBookings } from '../../api/agenda-api.ts';
import { fetchMaterials } from '../../api/materials-api.ts';
import { fetchProfile } from '../../api/profile-api.ts';
import { dashboardContent } from '../../content/dashboard.ts';
import { paths } from '../../paths.ts';
import { NextStep } from './next-step.tsx';
import { useStepDone } from './use-step-done.ts';

const profileComplete = (profile: Profile) => profile.completed;
/** A conversation booked, whether still to come or held; a cancelled one does not count. */
const conversationBooked = (bookings: Booking[]) =>
  bookings.some(({ status }) => status === 'confirmed');
const materialOpened = (materials: Material[]) =>
  materials.some(({ opened_at }) => opened_at !== null);

/**
 * Seed §2: "Próximos Passos", numbered; each leads to the page where it is done (the profile, the
 * agenda, the materials) and shows when it is.
 */
export function NextSteps() {
  const { nextSteps } = dashboardContent;
  const [profileStep, bookingStep, materialsStep] = nextSteps.items;
  const profileDone = useStepDone(fetchProfile, profileComplete);
  const bookingDone = useStepDone(fetchBookings, conversationBooked);
  const materialsDone = useStepDone(fetchMaterials, materialOpened);
  return (
    <section
      aria-labelledby="proximos-passos"
      className="mt-16 rounded-3xl bg-ink-900 px-6 py-10 text-ivory-50 sm:mt-20 sm:px-12 sm:py-14"
    >
      <h2 id="proximos-passos" className="font-display text-title-1 font-medium">
        {nextSteps.heading}
      </h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        <NextStep number={1} text={profileStep} to={paths.profile} done={profileDone} />
        <NextStep number={2} text={bookingStep} to={paths.agenda} done={bookingDone} />
        <NextStep number={3} text={materialsStep} to={paths.materials} done={materialsDone} />
      </ol>
    </section>
  );
}
