import { openFactorSecret, sealFactorSecret } from '../../../auth/domain/factor-secret.ts';
import type { ApiServices } from '../api-services.ts';

/**
 * A calendar's app password at rest, sealed as TOTP secrets are (factor-secret.ts) under a key of
 * its own, bound to its host: a sealed password copied onto another host does not open.
 */
const passwordKey = (services: ApiServices) => services.auth.deriveKey('host-calendar-password');

export const sealCalendarPassword = (services: ApiServices, hostId: string, password: string) =>
  sealFactorSecret(passwordKey(services), hostId, password);

export const openCalendarPassword = (services: ApiServices, hostId: string, sealed: string) =>
  openFactorSecret(passwordKey(services), hostId, sealed);
