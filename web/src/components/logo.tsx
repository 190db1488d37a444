import { siteContent } from '../content/site.ts';
import { classNames } from '../lib/class-names.ts';

interface LogoProps {
  /** `light` for dark backgrounds. */
  tone?: 'dark' | 'light';
  className?: string;
}

/** The SVG wordmark: a brass arc rising over the brand name — from ego to legacy. */
export function Logo({ tone = 'dark', className }: LogoProps) {
  const ink = tone === 'dark' ? '#10282c' : '#fbf9f5';
  return (
    <svg
      viewBox="0 0 168 40"
      role="img"
      aria-label={siteContent.brandName}
      className={classNames('h-9 w-auto', className)}
    >
      <path
        d="M4 30 C 10 10, 26 6, 36 14"
        fill="none"
        stroke="#c9a465"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <circle cx="36" cy="14" r="3" fill="#c9a465" />
      <text
        x="44"
        y="29"
        fill={ink}
        fontFamily="'Fraunces Variable', 'Fraunces fallback', Georgia, serif"
        fontSize="24"
        fontWeight="600"
        letterSpacing="0.5"
      >
        {siteContent.brandName}
      </text>
    </svg>
  );
}
