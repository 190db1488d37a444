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

export const sessionListResponse = z.array(
  z.object({
    id: z.string(),
    current: z.boolean(),
    created_at: z.string(),
    last_seen_at: z.string(),
    ip: text,
    device: z.string(),
  }),
);

export const exportResponse = z.object({
  exported_at: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    created_at: z.string(),
    email_confirmed_at: text,
    last_sign_in_at: text,
    user_metadata: z.record(z.string(), z.unknown()),
  }),
  profile: profileResponse,
  sessions: sessionListResponse,
  activity: z.array(
    z.object({ created_at: z.string(), action: z.string(), ip: text, user_agent: text }),
  ),
});
