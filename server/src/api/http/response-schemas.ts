import { z } from 'zod';
import { preferredChannels } from '../../../../shared/profile.ts';

const text = z.string().nullable();

export const profileResponse = z.object({
  full_name: text,
  phone: text,
  company: text,
  job_title: text,
  city: text,
  preferred_channel: z.enum(preferredChannels).nullable(),
  goals: text,
  completed: z.boolean(),
  updated_at: text,
});
