import { classNames } from '../lib/class-names.ts';

interface SectionHeadingProps {
  id: string;
  title: string;
  intro?: string;
  tone?: 'dark' | 'light';
  className?: string;
}

/** The display-serif heading every landing section opens with, with its thin brass rule. */
export function SectionHeading({
  id,
  title,
  intro,
  tone = 'dark',
  className,
}: SectionHeadingProps) {
  return (
    <div className={classNames('max-w-2xl', className)}>
      <span aria-hidden="true" className="mb-6 block h-px w-12 bg-brass-400" />
      <h2
        id={id}
        className={classNames(
          'font-display text-title-1 font-medium text-balance',
          tone === 'dark' ? 'text-ink-900' : 'text-ivory-50',
        )}
      >
        {title}
      </h2>
      {intro && (
        <p
          className={classNames(
            'mt-5 max-w-prose text-lead',
            tone === 'dark' ? 'text-ink-700' : 'text-sand-200',
          )}
        >
          {intro}
        </p>
      )}
    </div>
  );
}
