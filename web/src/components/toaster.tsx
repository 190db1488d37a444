import { Toaster as SonnerToaster, toast } from 'sonner';
// sonner's own layout rules (stacking, motion); vite.config.ts keeps it from injecting them as an
// inline <style>, which the CSP refuses (docs/decisions/008-toasts-under-a-strict-csp.md).
import 'sonner/dist/styles.css';
// The site's palette over sonner's defaults.
import './toaster.css';
import { toasterContent } from '../content/toaster.ts';
import { provideToasts } from './notify.ts';
import { toastDurations } from './toast-durations.ts';

// From here on, notify.ts shows its notices through sonner.
provideToasts(({ id, kind, notice: { title, description } }) =>
  toast[kind](title, { id, description, duration: toastDurations[kind] }),
);

/**
 * The site's one toast region (a polite live region): title + description, errors in red, each
 * with a close button. At the bottom of the screen, so no toast covers a page's header or its
 * "Sair".
 */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-center"
      containerAriaLabel={toasterContent.regionLabel}
      closeButton
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: toasterContent.closeLabel,
        classNames: {
          toast:
            'relative flex w-full items-start gap-3 rounded-2xl border border-sand-300 bg-ivory-50 p-4 pr-12 text-ink-900 shadow-lg shadow-ink-900/10 sm:w-(--width)',
          title: 'font-display text-body font-semibold',
          description: 'mt-0.5 text-small text-ink-700',
          icon: 'mt-0.5 flex size-5 shrink-0 items-center justify-center text-brass-600 [&>svg]:size-5',
          closeButton:
            'absolute top-2 right-2 flex size-9 items-center justify-center rounded-full text-current hover:bg-ink-900/5 [&>svg]:size-4',
          error:
            'border-danger-700/30 bg-danger-50 text-danger-700 [&_[data-description]]:text-danger-800 [&_[data-icon]]:text-danger-700',
        },
      }}
    />
  );
}
