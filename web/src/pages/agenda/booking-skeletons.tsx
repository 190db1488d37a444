import { ListSkeleton, SkeletonLine } from '../../components/skeleton.tsx';
import { agendaContent } from '../../content/agenda.ts';

/**
 * "Suas conversas" while it loads: the two lines the note "no conversations" takes on a phone and
 * in the wide screen's side column. A client opens the agenda mostly to book a first conversation,
 * and the lines then give way to the note without moving the booking form below; after a visit to
 * `/dashboard`, or to this page, in the session, the list is drawn from memory instead.
 */
export function BookingListSkeleton() {
  return (
    <ListSkeleton label={agendaContent.bookings.loading} className="mt-4">
      <SkeletonLine width="w-full" />
      <SkeletonLine width="w-1/2" />
    </ListSkeleton>
  );
}
