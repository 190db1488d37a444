import { BadgeCheck, Circle, CircleCheck, CircleDashed } from 'lucide-react';
import { type Profile, requiredProfileFields } from '../../../../shared/profile.ts';
import { raisedCardClassName } from '../../components/raised-card.ts';
import { profileContent } from '../../content/profile.ts';
import { classNames } from '../../lib/class-names.ts';

const { completion, labels } = profileContent;

/** Whether the saved profile is complete, and which fields make it so (`requiredProfileFields`). */
export function ProfileCompletion({
  profile,
  className,
}: {
  profile: Profile;
  className?: string;
}) {
  const { completed } = profile;
  const Badge = completed ? BadgeCheck : CircleDashed;
  return (
    <section
      aria-labelledby="perfil-completo"
      className={classNames(raisedCardClassName, className)}
    >
      <h2 id="perfil-completo" className="font-display text-title-2 font-medium text-ink-900">
        {completion.heading}
      </h2>
      <p
        className={classNames(
          'mt-4 inline-flex items-center gap-2 rounded-full px-4 py-2 text-small font-medium',
          completed ? 'bg-ink-900 text-brass-300' : 'bg-sand-200 text-ink-900',
        )}
      >
        <Badge aria-hidden="true" className="size-4" />
        {completed ? completion.complete : completion.incomplete}
      </p>
      <p className="mt-4 text-ink-700">
        {completed ? completion.completeText : completion.incompleteText}
      </p>
      <ul className="mt-5 flex flex-col gap-3">
        {requiredProfileFields.map((field) => {
          const filled = profile[field] !== null;
          const Mark = filled ? CircleCheck : Circle;
          return (
            <li key={field} className="flex items-center gap-3 text-ink-900">
              <Mark
                aria-hidden="true"
                className={classNames(
                  'size-5 shrink-0',
                  filled ? 'text-brass-600' : 'text-ink-600',
                )}
              />
              {labels[field]}
              <span className="sr-only">{` (${filled ? completion.filled : completion.missing})`}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
