import { ListSkeleton, SkeletonButton, SkeletonLine } from '../../components/skeleton.tsx';
import { agendaContent } from '../../content/agenda.ts';

/**
 * "Suas conversas" while it loads: one conversation to come, in UpcomingBooking's frame, with its
 * day, time, topic and buttons.
 */
export function BookingListSkeleton() {
  return (
    <ListSkeleton label={agendaContent.bookings.loading}>
      <ul className="mt-5 flex flex-col gap-4">
        <li className="rounded-2xl border border-sand-300 bg-white p-5">
          <SkeletonLine className="font-display text-title-4" width="w-2/3" />
          <SkeletonLine className="font-medium" width="w-1/3" />
          <SkeletonLine className="mt-2" width="w-3/4" />
          <div className="mt-4 flex flex-wrap gap-2">
            <SkeletonButton width="w-28" />
            <SkeletonButton width="w-24" />
          </div>
        </li>
      </ul>
    </ListSkeleton>
  );
}
