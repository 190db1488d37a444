import { ListSkeleton, SkeletonButton, SkeletonLine } from '../../components/skeleton.tsx';
import { planContent } from '../../content/plan.ts';

/** One milestone's shape on the timeline: its mark, title, facts and text. */
function MilestoneSkeleton() {
  return (
    <li className="relative pl-7 sm:pl-9">
      <span className="absolute top-1 -left-[0.6875rem] size-5 rounded-full bg-sand-200" />
      <SkeletonLine className="font-display text-title-4" width="w-2/3" />
      <SkeletonLine className="mt-2 text-small" width="w-1/2" />
      <SkeletonLine className="mt-3" width="w-full" />
    </li>
  );
}

/** The plan while it loads: its overview, then a stage with two milestones. */
export function PlanSkeleton() {
  return (
    <ListSkeleton label={planContent.loading}>
      <div className="mt-8 flex flex-col gap-4 rounded-2xl border border-sand-300 bg-white p-5 sm:p-6">
        <SkeletonLine className="font-display text-title-3" width="w-1/2" />
        <SkeletonLine width="w-1/3" />
        <span className="h-2 rounded-full bg-sand-200" />
        <SkeletonButton width="w-52" />
      </div>
      <div className="mt-10">
        <SkeletonLine className="font-display text-title-3" width="w-1/3" />
        <ol className="mt-6 ml-3 flex flex-col gap-8 border-l-2 border-sand-200">
          <MilestoneSkeleton />
          <MilestoneSkeleton />
        </ol>
      </div>
    </ListSkeleton>
  );
}
