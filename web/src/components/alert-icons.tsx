import type { SVGProps } from 'react';

/**
 * The two warning marks of the sign-in screen, drawn as lucide draws its `circle-alert` and
 * `triangle-alert`: that page has a JavaScript budget, and lucide's runtime would be its largest
 * part after React (docs/decisions/017-client-pages-paint-from-html.md). Elsewhere, lucide.
 */
function AlertIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CircleAlertIcon = (props: SVGProps<SVGSVGElement>) => (
  <AlertIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <line x1="12" x2="12" y1="8" y2="12" />
    <line x1="12" x2="12.01" y1="16" y2="16" />
  </AlertIcon>
);

export const TriangleAlertIcon = (props: SVGProps<SVGSVGElement>) => (
  <AlertIcon {...props}>
    <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
    <path d="M12 9v4" />
    <path d="M12 17h.01" />
  </AlertIcon>
);
