/**
 * Whether this browser can use a passkey, without loading the auth client: the test its
 * `browserSupportsWebAuthn` makes.
 */
export const browserOffersPasskeys = () =>
  typeof window !== 'undefined' &&
  typeof window.PublicKeyCredential === 'function' &&
  typeof navigator.credentials?.get === 'function' &&
  typeof navigator.credentials?.create === 'function';
