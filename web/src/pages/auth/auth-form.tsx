import { type Dispatch, lazy, type RefObject, Suspense, useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import {
  defaultPasswordMinLength,
  passwordMaxLength,
} from '../../../../shared/credential-rules.ts';
import { BusyForm } from '../../components/busy-form.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { passwordMinLength } from '../../config/runtime-config.ts';
import { authScreen } from '../../content/auth.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { AuthField, AuthScreenAction, AuthScreenState } from './auth-screen-state.ts';
import { usePrepareSignIn } from './sign-in-code.ts';
import { useAuthSubmit } from './use-auth-submit.ts';

interface AuthFormProps {
  state: AuthScreenState;
  dispatch: Dispatch<AuthScreenAction>;
}

// Only an account with a second factor fetches the code's field, once its recovery link is used.
const NewPasswordCode = lazy(async () => ({
  default: (await import('./new-password-code.tsx')).NewPasswordCode,
}));

const textLinkClassName =
  'rounded-sm font-medium text-brass-700 underline decoration-brass-400 underline-offset-4 hover:text-ink-900 hover:decoration-ink-900 disabled:opacity-60';

/** The fields of each mode (seed §2 "/auth"); `noValidate` so the seed's messages are the ones shown. */
export function AuthForm({ state, dispatch }: AuthFormProps) {
  const fields: Record<AuthField, RefObject<HTMLInputElement | null>> = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    passwordConfirmation: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
  };
  const { processing, submit } = useAuthSubmit(state, dispatch, (field) =>
    fields[field].current?.focus(),
  );
  const prepareSignIn = usePrepareSignIn();
  // Prerendered, the form shows before its code has arrived. Until it has, the button sends
  // nothing (and two text fields block Enter), so no password ever leaves in a plain form post.
  const hydrated = useHydrated();
  const { mode } = state;

  // What was typed into the prerendered form before its code took over is kept: hydration leaves
  // it in the inputs, and the state takes it from there before the next render would clear it.
  useLayoutEffect(() => {
    for (const field of Object.keys(fields) as AuthField[]) {
      const typed = fields[field].current?.value;
      if (typed) dispatch({ type: 'fieldChanged', field, value: typed });
    }
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fieldProps = (field: AuthField) => ({
    ref: fields[field],
    value: state[field],
    error: state.fieldErrors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      dispatch({ type: 'fieldChanged', field, value: event.target.value }),
  });

  // The control that was clicked disappears with the mode; keep keyboard users in the form.
  const switchMode = (action: AuthScreenAction) => {
    flushSync(() => dispatch(action));
    fields.email.current?.focus();
  };

  return (
    <BusyForm
      busy={processing}
      onSubmit={() => void submit()}
      onFocus={prepareSignIn}
      className="flex flex-col gap-5"
    >
      {mode !== 'new-password' && (
        <TextField
          label={authScreen.emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={authScreen.emailPlaceholder}
          required
          {...fieldProps('email')}
        />
      )}
      {mode === 'signin' && (
        <TextField
          label={authScreen.passwordLabel}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          {...fieldProps('password')}
        />
      )}
      {mode === 'new-password' && (
        <>
          {/* For password managers: whose password this is, when the link's account is known. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={state.linkEmail}
            readOnly
            hidden
          />
          <TextField
            label={authScreen.newPasswordLabel}
            hint={authScreen.passwordHint(
              hydrated ? passwordMinLength() : defaultPasswordMinLength,
              passwordMaxLength,
            )}
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            {...fieldProps('password')}
          />
          <TextField
            label={authScreen.passwordConfirmationLabel}
            type="password"
            name="new-password-confirmation"
            autoComplete="new-password"
            required
            {...fieldProps('passwordConfirmation')}
          />
          {state.codeDue && (
            <Suspense fallback={null}>
              <NewPasswordCode
                {...fieldProps('code')}
                onChange={(code) => dispatch({ type: 'fieldChanged', field: 'code', value: code })}
              />
            </Suspense>
          )}
        </>
      )}
      {mode === 'signin' && (
        <div className="-mt-1 flex justify-end">
          <button
            type="button"
            className={`text-small ${textLinkClassName}`}
            onClick={() => switchMode({ type: 'forgotPassword' })}
          >
            {authScreen.forgotPassword}
          </button>
        </div>
      )}
      <Button type={hydrated ? 'submit' : 'button'} size="lg" className="mt-2 w-full">
        {processing ? authScreen.processing : authScreen.submitLabels[mode]}
      </Button>
      {mode === 'reset' && (
        <p className="text-center text-small text-ink-700">
          {authScreen.rememberedPassword}{' '}
          <button
            type="button"
            className={textLinkClassName}
            onClick={() => switchMode({ type: 'backToSignIn' })}
          >
            {authScreen.backToSignIn}
          </button>
        </p>
      )}
    </BusyForm>
  );
}
