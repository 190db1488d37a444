import { isRouteErrorResponse, useRouteError } from 'react-router';
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
    <main className="mx-auto max-w-2xl px-6 py-24">
      <h2 className="font-display text-3xl font-semibold text-ink-900">
        {routeErrorContent.heading}
      </h2>
      <h3 className="mt-4 rounded-md bg-sand-200 p-4 font-mono text-base text-ink-900">
        {describe(error)}
      </h3>
    </main>
  );
}
