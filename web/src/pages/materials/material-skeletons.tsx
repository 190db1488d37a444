import { ListSkeleton, SkeletonButton, SkeletonLine } from '../../components/skeleton.tsx';
import { materialsContent } from '../../content/materials.ts';

/** One material card's shape: the same frame, icon, title, facts, text and button as MaterialCard. */
function MaterialCardSkeleton() {
  return (
    <li className="flex flex-col gap-5 rounded-2xl border border-sand-300 bg-white p-5 sm:p-6">
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 sm:gap-y-1">
        <span className="size-11 rounded-full bg-sand-200 sm:row-span-2 sm:self-start" />
        <SkeletonLine className="font-display text-title-4" width="w-3/4" />
        <SkeletonLine
          className="col-span-2 text-caption sm:col-span-1 sm:col-start-2"
          width="w-1/2"
        />
      </div>
      <SkeletonLine width="w-full" />
      <SkeletonButton width="w-32" />
    </li>
  );
}

/** The materials list while it loads: two cards, a row of the list's grid on a wide screen. */
export function MaterialListSkeleton() {
  return (
    <ListSkeleton label={materialsContent.loading}>
      <ul className="mt-8 grid gap-5 lg:grid-cols-2">
        <MaterialCardSkeleton />
        <MaterialCardSkeleton />
      </ul>
    </ListSkeleton>
  );
}
