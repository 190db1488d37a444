/**
 * The auth store's tables. Timestamps are ISO 8601 strings in UTC with milliseconds
 * (`Date#toISOString`): they sort and compare as text on both SQLite and PostgreSQL.
 * JSON columns hold serialised objects.
 */
import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  identity_id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  invited_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  last_sign_in_at: string | null;
  banned_until: string | null;
  user_metadata: string;
  app_metadata: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  sign_in_method: 'password' | 'otp' | 'passkey';
  created_at: string;
  refreshed_at: string;
  not_after: string;
  ip: string | null;
  user_agent: string | null;
  /** aal2 once a second factor was verified in this session; a refresh keeps it. */
  aal: 'aal1' | 'aal2';
  /** The factor verified, and when: the `totp` entry of the access token's `amr`. */
  factor_id: string | null;
  factor_verified_at: string | null;
}

export interface MfaFactorsTable {
  id: string;
  user_id: string;
  /** '' when none was given; unique per user, as Supabase has it. */
  friendly_name: string;
  factor_type: 'totp';
  status: 'unverified' | 'verified';
  /** The TOTP secret, AES-256-GCM under a key derived from the server secret. */
  secret: string;
  /** The time step of the last accepted code: each code is accepted once. */
  last_used_step: number | null;
  last_challenged_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One recovery code of a user's current set (decision 036). */
interface MfaRecoveryCodesTable {
  user_id: string;
  /** HMAC-SHA-256 of the normalised code under a key derived from the server secret. */
  code_hash: string;
  created_at: string;
  /** When it was spent at a challenge; a spent code is refused. */
  used_at: string | null;
}

/** A user's WebAuthn credential (decision 045: it stands in for the password, not a second factor). */
export interface PasskeysTable {
  id: string;
  user_id: string;
  /** The credential's id as the authenticator gave it, base64url. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (0 for those that keep none); PostgreSQL's bigint arrives as a string. */
  counter: number | string;
  /** JSON array of the transports the browser reported. */
  transports: string;
  friendly_name: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** A challenge handed to a browser: only its digest is kept; spent by its first answer. */
interface PasskeyChallengesTable {
  id: string;
  purpose: 'registration' | 'authentication';
  /** Whose registration it is; null for a sign-in (the passkey names its account). */
  user_id: string | null;
  challenge_hash: string;
  created_at: string;
  expires_at: string;
}

interface MfaChallengesTable {
  id: string;
  factor_id: string;
  /** The address that asked for it: only that address may answer it, as in Supabase. */
  ip: string | null;
  created_at: string;
  expires_at: string;
}

interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  parent_hash: string | null;
  created_at: string;
  revoked_at: string | null;
}

/** A refresh token of a session that a ban ended: kept while the ban lasts (decision 021). */
interface BannedRefreshTokensTable {
  token_hash: string;
  user_id: string;
  banned_at: string;
}

export type OneTimeTokenPurpose = 'recovery' | 'invite' | 'signup' | 'magiclink';

interface OneTimeTokensTable {
  token_hash: string;
  user_id: string;
  purpose: OneTimeTokenPurpose;
  /** Digest of the six-digit code that the admin API hands out with a link. */
  code_hash: string | null;
  /** Wrong codes tried so far; at `maxCodeAttempts` the code is retired (the link stays valid). */
  code_attempts: Generated<number>;
  created_at: string;
  expires_at: string;
}

interface RateLimitsTable {
  key: string;
  window_started_at: string;
  hits: number;
}

interface AuditLogTable {
  id: string;
  created_at: string;
  action: string;
  /** The account the entry concerns. */
  user_id: string | null;
  /** The member of the team who acted from the console; null when the account's owner, the
   * operator (CLI, service-role key) or the server itself did. */
  actor_id: string | null;
  ip: string | null;
  user_agent: string | null;
  detail: string;
}

export interface ProfilesTable {
  user_id: string;
  full_name: string | null;
  phone: string | null;
  company: string | null;
  job_title: string | null;
  city: string | null;
  preferred_channel: 'email' | 'whatsapp' | 'phone' | null;
  goals: string | null;
  updated_at: string;
}

interface AvailabilityTable {
  id: number;
  /** The team's rules as JSON (shared/agenda.ts, `Availability`). */
  settings: string;
  updated_at: string;
}

export interface BookingsTable {
  id: string;
  user_id: string;
  start_at: string;
  end_at: string;
  status: 'confirmed' | 'cancelled';
  topic: string | null;
  notes: string | null;
  cancel_reason: string | null;
  /** The member of the team who hosts it (null only once their account is gone). */
  host_id: string | null;
  /** Raised by every change, for the calendar invitation's SEQUENCE. */
  sequence: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A member of the team as a host: whether clients may book them, and their own hours. */
export interface HostsTable {
  user_id: string;
  accepts_bookings: Generated<number>;
  /** JSON: the host's own rules, the team's shape (shared/agenda.ts); null keeps the team's. */
  availability: string | null;
  updated_at: string;
}

/** Whether a conversation took place, as the team marked it (the last mark wins). */
export interface BookingAttendanceTable {
  booking_id: string;
  status: 'attended' | 'no_show';
  marked_by: string | null;
  marked_at: string;
}

/** The team's private notes on a booking, and the recap its client reads. */
export interface BookingNotesTable {
  booking_id: string;
  private_notes: string | null;
  recap_summary: string | null;
  /** JSON: `[{ text, done }]` (shared/booking-notes.ts); null with no recap. */
  recap_action_items: string | null;
  /** When the recap's words last changed (its first writing included). */
  recap_updated_at: string | null;
  updated_at: string;
  updated_by: string | null;
}

/** A host's private calendar feed: only its token's SHA-256 is kept. */
interface HostFeedsTable {
  host_id: string;
  token_digest: string;
  created_at: string;
}

/** The CalDAV calendar a host connected, and how its last reading went. */
export interface HostCalendarsTable {
  host_id: string;
  /** As the host typed it: the calendar itself or the account's root. */
  url: string;
  username: string;
  /** The app password, sealed (AES-256-GCM) under a key derived from the server secret. */
  sealed_password: string;
  /** The calendar found at `url`, where events are read and written. */
  calendar_url: string;
  connected_at: string;
  last_synced_at: string | null;
  /** The last reading's or writing's failure, in pt-BR for the host; null once one succeeds. */
  last_error: string | null;
}

/** A time the host's calendar holds busy, as last read. */
interface HostBusySpansTable {
  host_id: string;
  start_at: string;
  end_at: string;
}

/** Where a booking's event was written in its host's calendar. */
export interface HostCalendarEventsTable {
  booking_id: string;
  host_id: string;
  object_url: string;
  etag: string | null;
  updated_at: string;
}

/** pending → running → done; a failure goes back to pending with a later run_at, or to failed. */
export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: string;
  kind: string;
  /** The job's input as JSON; emptied once the job is done (it may name a client). */
  payload: string;
  dedupe_key: string;
  status: JobStatus;
  /** When a pending job is due. */
  run_at: string;
  /** Claims so far, counted when a job is claimed: a run that crashed the process counts too. */
  attempts: Generated<number>;
  last_error: string | null;
  /** The worker that holds a running job, until `locked_until`; then any worker may take it. */
  claimed_by: string | null;
  locked_until: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface MaterialsTable {
  id: string;
  title: string;
  description: string | null;
  /** Safe to show and to send in Content-Disposition: no path, no control characters. */
  file_name: string;
  /** Sniffed from the bytes (shared/materials.ts), never the uploader's claim. */
  content_type: string;
  /** Bytes; PostgreSQL's bigint arrives as a string. */
  size: number | string;
  storage: 'database' | 's3';
  /** Null while a draft. */
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

interface MaterialChunksTable {
  material_id: string;
  seq: number;
  data: Buffer;
}

interface MaterialOpensTable {
  user_id: string;
  material_id: string;
  opened_at: string;
}

export interface SiteContentVersionsTable {
  version: number;
  /** The SiteContent document as JSON (shared/site-content/schema.ts). */
  document: string;
  published_at: string;
  /** Null once that member of the team is deleted. */
  published_by: string | null;
  restored_from: number | null;
}

export interface SiteContentDraftTable {
  /** Always 1: there is one draft, the team's. */
  id: number;
  /** The editor's document as JSON: the content's shape, not necessarily publishable. */
  document: string;
  /** The live version the draft was started from. */
  base_version: number;
  saved_at: string;
  /** Null once that member of the team is deleted. */
  saved_by: string | null;
}

export interface SiteImagesTable {
  id: string;
  /** The largest stored variant's size. */
  width: number;
  height: number;
  created_at: string;
  created_by: string | null;
}

interface SiteImageFilesTable {
  image_id: string;
  /** `{width}.{avif|webp}`. */
  name: string;
  content_type: string;
  data: Buffer;
}

/** The first run's link (decision 037): at most one row, `id` 1. */
interface SetupLinkTable {
  id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/**
 * An address's live code to sign in by e-mail (decision 044). Made by the request for any
 * address; only a real account's job arms it with a code and a link it mails.
 */
interface SignInCodesTable {
  email: string;
  /** Names the request, so its job arms this row and not a later one. */
  request_id: string;
  /** Keyed digest of the six-digit code; null until armed, and once retired. */
  code_hash: string | null;
  /** SHA-256 of the e-mailed link's token; null until armed. */
  link_hash: string | null;
  /** Wrong codes tried; at the fifth the code is retired (its link stays until it expires). */
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
}

/** The team's intake questions: one row (`id` 1); `version` rises with every save. */
interface IntakeFormTable {
  id: number;
  version: number;
  /** JSON: the questions (shared/intake.ts), in the order the client reads them. */
  questions: string;
  updated_at: string;
}

/** A client's intake answers, and the version of the questions they answered. */
interface IntakeAnswersTable {
  user_id: string;
  /** JSON: `[{ question_id, label, answer }]`, the question's words as the client read them. */
  answers: string;
  form_version: number;
  updated_at: string;
}

/** A client's thread with the team: what the inbox sorts and filters by (migration 021). */
export interface MessageThreadsTable {
  client_id: string;
  /** The newest message's, deleted or not; null until the first one. */
  last_message_at: string | null;
  /** Any change a screen should fetch again for: a message, an edit, a deletion, a read. */
  changed_at: string;
  /** 1 when the newest message still there is the client's: the team owes an answer. */
  awaiting_reply: Generated<number>;
  /** Messages of the other side after each side's last read, deleted ones aside. */
  client_unread: Generated<number>;
  team_unread: Generated<number>;
  client_read_at: string | null;
  team_read_at: string | null;
  /** 0 when the client turned the e-mail notices off (Segurança). */
  client_notices: Generated<number>;
  /** When the team's reading of the thread was last written to the audit log. */
  team_read_audited_at: string | null;
}

export interface MessagesTable {
  id: string;
  client_id: string;
  /** Null once the author's account is gone (a member of the team who left). */
  author_id: string | null;
  author_role: 'client' | 'staff';
  /** Plain text; emptied when the message is deleted. */
  body: string;
  created_at: string;
  edited_at: string | null;
  deleted_at: string | null;
}

export interface MessageFilesTable {
  id: string;
  message_id: string;
  client_id: string;
  file_name: string;
  content_type: string;
  size: number | string;
  storage: 'database' | 's3';
  created_at: string;
}

interface MessageFileChunksTable {
  file_id: string;
  seq: number;
  data: Buffer;
}

/** A plan template's stages and milestones, edited whole (shared/plans.ts, `PlanTemplate`). */
export interface PlanTemplatesTable {
  id: string;
  title: string;
  description: string;
  /** JSON: `PlanTemplate['stages']`. */
  stages: string;
  created_at: string;
  updated_at: string;
}

interface PlanSettingsTable {
  id: number;
  stalled_days: number;
  updated_at: string;
}

export interface PlansTable {
  id: string;
  client_id: string;
  template_id: string | null;
  /** The member of the team who leads the plan and gets its weekly digest. */
  host_id: string | null;
  title: string;
  started_at: string;
  /** Raised by every change to the plan, its milestones or their evidence. */
  moved_at: string;
}

export interface PlanStagesTable {
  id: string;
  plan_id: string;
  position: number;
  title: string;
}

export interface PlanMilestonesTable {
  id: string;
  plan_id: string;
  stage_id: string;
  position: number;
  title: string;
  description: string;
  actor: 'client' | 'team';
  /** `YYYY-MM-DD`. */
  due_date: string | null;
  status: 'todo' | 'doing' | 'done';
  needs_evidence: number;
  completed_at: string | null;
  updated_at: string;
}

export interface PlanFilesTable {
  id: string;
  plan_id: string;
  client_id: string;
  uploaded_by: string | null;
  uploader_role: 'client' | 'staff';
  file_name: string;
  content_type: string;
  size: number | string;
  storage: 'database' | 's3';
  created_at: string;
}

interface PlanFileChunksTable {
  file_id: string;
  seq: number;
  data: Buffer;
}

export interface PlanEvidenceTable {
  id: string;
  milestone_id: string;
  position: number;
  kind: 'conversation' | 'material' | 'message' | 'file' | 'decision';
  /** What it points at; null for a decision. */
  ref_id: string | null;
  title: string;
  added_by: string | null;
  added_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  banned_refresh_tokens: BannedRefreshTokensTable;
  one_time_tokens: OneTimeTokensTable;
  rate_limits: RateLimitsTable;
  audit_log: AuditLogTable;
  profiles: ProfilesTable;
  availability: AvailabilityTable;
  bookings: BookingsTable;
  hosts: HostsTable;
  booking_attendance: BookingAttendanceTable;
  booking_notes: BookingNotesTable;
  host_feeds: HostFeedsTable;
  host_calendars: HostCalendarsTable;
  host_busy_spans: HostBusySpansTable;
  host_calendar_events: HostCalendarEventsTable;
  jobs: JobsTable;
  materials: MaterialsTable;
  material_chunks: MaterialChunksTable;
  material_opens: MaterialOpensTable;
  site_content_versions: SiteContentVersionsTable;
  site_content_draft: SiteContentDraftTable;
  site_images: SiteImagesTable;
  site_image_files: SiteImageFilesTable;
  mfa_factors: MfaFactorsTable;
  mfa_challenges: MfaChallengesTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  setup_link: SetupLinkTable;
  sign_in_codes: SignInCodesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  intake_form: IntakeFormTable;
  intake_answers: IntakeAnswersTable;
  message_threads: MessageThreadsTable;
  messages: MessagesTable;
  message_files: MessageFilesTable;
  message_file_chunks: MessageFileChunksTable;
  plan_templates: PlanTemplatesTable;
  plan_settings: PlanSettingsTable;
  plans: PlansTable;
  plan_stages: PlanStagesTable;
  plan_milestones: PlanMilestonesTable;
  plan_files: PlanFilesTable;
  plan_file_chunks: PlanFileChunksTable;
  plan_evidence: PlanEvidenceTable;
}
