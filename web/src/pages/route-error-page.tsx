import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BrandScreen } from '../components/brand-screen.tsx';
import { routeErrorContent } from '../content/errors.ts';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error boundary, worded like React Router's default page (seed §8). */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <BrandScreen>
      <h1 className="max-w-3xl font-display text-title-1 font-medium text-balance">
        {routeErrorContent.heading}
      </h1>
      <p className="mt-8 max-w-3xl rounded-2xl bg-ink-950/60 p-5 font-mono text-small wrap-anywhere text-sand-200 ring-1 ring-ivory-50/10 sm:p-6">
        {describe(error)}
      </p>
    </BrandScreen>
  );
}
