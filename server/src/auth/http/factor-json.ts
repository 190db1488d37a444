import type { z } from 'zod';
import type { FactorRow } from '../db/repositories/factors.ts';
import type { factorResponse } from './response-schemas.ts';

/** A factor as Supabase lists it (the client's `Factor`); never its secret. */
export function factorJson(factor: FactorRow): z.infer<typeof factorResponse> {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at,
    updated_at: factor.updated_at,
    last_challenged_at: factor.last_challenged_at ?? undefined,
  };
}
