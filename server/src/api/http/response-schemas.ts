import { z } from 'zod';
import { meetingKinds, weekdays } from '../../../../shared/agenda.ts';
import { attendanceStatuses } from '../../../../shared/booking-notes.ts';
import { clientStatuses } from '../../../../shared/clients.ts';
import { goLiveItemIds } from '../../../../shared/go-live.ts';
import { intakeQuestionKinds } from '../../../../shared/intake.ts';
import { preferredChannels } from '../../../../shared/profile.ts';
import { planExportResponse } from './plan-responses.ts';

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

// --- After the conversation (shared/booking-notes.ts) --------------------------------------------

const recapResponse = z.object({
  summary: z.string(),
  action_items: z.array(z.object({ text: z.string(), done: z.boolean() })),
  updated_at: z.string(),
});

/** What the client reads of a conversation once it is recorded. */
const conversationRecordResponse = z.object({
  attendance: z.enum(attendanceStatuses).nullable(),
  recap: recapResponse.nullable(),
});

/** The team's record of a conversation: the client's, and the private notes. */
export const teamConversationRecordResponse = conversationRecordResponse.extend({
  private_notes: text,
});

/** The client's export says the private notes exist; the team hands them over (decision 052). */
const internalNotesNoticeResponse = z.object({
  conversations: z.number().int(),
  how_to_request: z.string(),
});

export const privateNotesExportResponse = z.object({
  client_id: z.string(),
  exported_at: z.string(),
  notes: z.array(
    z.object({
      booking_id: z.string(),
      start: z.string(),
      private_notes: z.string(),
      updated_at: z.string(),
    }),
  ),
});

// -------------------------------------------------------------------------------------------------

const hostRef = z.object({ id: z.string(), name: z.string() });

export const bookingResponse = z.object({
  id: z.string(),
  host: hostRef.nullable(),
  start: z.string(),
  end: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  topic: text,
  notes: text,
  meeting_url: text,
  cancel_reason: text,
  created_at: z.string(),
  meeting_location: text,
  changeable_until: z.string(),
  ...conversationRecordResponse.shape,
});

export const slotListResponse = z.object({
  time_zone: z.string(),
  duration_minutes: z.number().int(),
  slots: z.array(z.object({ start: z.string(), end: z.string() })),
});

export const teamBookingsResponse = z.array(
  bookingResponse.extend({
    client_id: z.string(),
    client_email: z.string(),
    client_name: text,
    private_notes: text,
  }),
);

const intervals = z.array(z.tuple([z.string(), z.string()]));

export const hostListResponse = z.object({ hosts: z.array(hostRef) });

export const hostSettingsResponse = hostRef.extend({
  email: z.string(),
  accepts_bookings: z.boolean(),
  own_hours: z.boolean(),
});

export const teamHostsResponse = z.object({ hosts: z.array(hostSettingsResponse) });

export const availabilityResponse = z.object({
  time_zone: z.string(),
  duration_minutes: z.number().int(),
  min_notice_hours: z.number().int(),
  horizon_days: z.number().int(),
  buffer_minutes: z.number().int(),
  max_upcoming_per_client: z.number().int(),
  meeting_url: text,
  weekly: z.object(Object.fromEntries(weekdays.map((day) => [day, intervals]))),
  exceptions: z.array(z.object({ date: z.string(), intervals })),
  meeting_kind: z.enum(meetingKinds),
  meeting_room_base_url: text,
  meeting_address: text,
  change_notice_hours: z.number().int(),
  reminder_day_before: z.boolean(),
  reminder_hour_before: z.boolean(),
});

const materialFile = {
  id: z.string(),
  title: z.string(),
  description: text,
  file_name: z.string(),
  content_type: z.string(),
  size: z.number(),
};

export const materialListResponse = z.array(
  z.object({ ...materialFile, published_at: z.string(), opened_at: text }),
);

export const teamMaterialResponse = z.object({
  ...materialFile,
  published: z.boolean(),
  published_at: text,
  created_at: z.string(),
  updated_at: z.string(),
});

export const materialLinkResponse = z.object({ url: z.string(), expires_at: z.string() });

// --- The intake ------------------------------------------------------------------------------------

const intakeAnswer = z.union([z.string(), z.array(z.string())]);

const intakeQuestion = z.object({
  id: z.string(),
  kind: z.enum(intakeQuestionKinds),
  label: z.string(),
  help: z.string().optional(),
  required: z.boolean(),
  options: z.array(z.string()),
});

export const intakeFormResponse = z.object({
  version: z.number().int(),
  questions: z.array(intakeQuestion),
  updated_at: text,
});

export const clientIntakeResponse = intakeFormResponse.extend({
  answers: z.record(z.string(), intakeAnswer),
  completed: z.boolean(),
  owed: z.boolean(),
});

/** A client's answers with the questions' words, for the team and the export. */
export const intakeEntriesResponse = z.object({
  entries: z.array(
    z.object({
      question_id: z.string(),
      label: z.string(),
      answer: intakeAnswer,
      removed: z.boolean(),
    }),
  ),
  answered_at: text,
});

// -------------------------------------------------------------------------------------------------

// Messages (docs/portal.md, "Messages").

export const messageResponse = z.object({
  id: z.string(),
  body: z.string(),
  author: z.object({ role: z.enum(['client', 'staff']), name: z.string() }),
  created_at: z.string(),
  edited_at: text,
  deleted: z.boolean(),
  attachments: z.array(
    z.object({ id: z.string(), file_name: z.string(), size: z.number(), content_type: z.string() }),
  ),
});

export const messagePageResponse = z.object({
  messages: z.array(messageResponse),
  unread: z.number().int(),
});

export const unreadMessagesResponse = z.object({ unread: z.number().int(), changed_at: text });

export const messageInboxResponse = z.object({
  threads: z.array(
    z.object({
      client: z.object({ id: z.string(), email: z.string(), full_name: text }),
      last_message_at: z.string(),
      unread: z.number().int(),
      unanswered: z.boolean(),
    }),
  ),
  total: z.number().int(),
});

export const messageNoticeSettingResponse = z.object({ enabled: z.boolean() });

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
  bookings: z.array(bookingResponse),
  intake: intakeEntriesResponse,
  internal_notes: internalNotesNoticeResponse,
  materials_opened: z.array(z.object({ id: z.string(), title: z.string(), opened_at: z.string() })),
  sessions: sessionListResponse,
  passkeys: z.array(
    z.object({
      id: z.string(),
      friendly_name: z.string().optional(),
      created_at: z.string(),
      last_used_at: z.string().optional(),
    }),
  ),
  activity: z.array(
    z.object({ created_at: z.string(), action: z.string(), ip: text, user_agent: text }),
  ),
  messages: z.array(messageResponse),
  plan: planExportResponse.nullable(),
});

export const recoveryCodeSummaryResponse = z.object({
  remaining: z.number().int(),
  created_at: text,
});
export const recoveryCodeSetResponse = z.object({ codes: z.array(z.string()) });

const clientStatus = z.enum(clientStatuses);

export const clientSummaryResponse = z.object({
  id: z.string(),
  email: z.string(),
  full_name: text,
  status: clientStatus,
  last_sign_in_at: text,
  profile_completed: z.boolean(),
  next_booking: text,
  created_at: z.string(),
});

const paging = { page: z.number().int(), per_page: z.number().int(), total: z.number().int() };

export const clientListResponse = z.object({ clients: z.array(clientSummaryResponse), ...paging });

export const clientDetailResponse = z.object({
  account: z.object({
    id: z.string(),
    email: z.string(),
    status: clientStatus,
    created_at: z.string(),
    last_sign_in_at: text,
    invited_at: text,
    email_confirmed_at: text,
    invitation_expires_at: text,
  }),
  profile: profileResponse,
  bookings: z.array(bookingResponse),
});

export const auditPageResponse = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      created_at: z.string(),
      action: z.string(),
      user_id: text,
      user_email: text,
      actor: z.object({ id: z.string(), email: text }).nullable(),
      ip: text,
      user_agent: text,
      detail: z.record(z.string(), z.unknown()),
    }),
  ),
  ...paging,
});

/** A 204: no body at all. */
export const noContent = z.void();

/** A material's bytes, whole (200) or a range of them (206), as the file's own type. */
export const fileBytes = z.unknown().describe("the file's bytes");

const publisher = z.object({ id: z.string(), email: z.string().nullable() }).nullable();

export const siteImageResponse = z.object({
  id: z.string(),
  width: z.number(),
  height: z.number(),
  created_at: z.string(),
});

/** The content document as stored (shared/site-content/schema.ts), every key of it. */
const contentDocument = z.record(z.string(), z.unknown());

export const teamContentResponse = z.object({
  version: z.number(),
  published_at: z.string().nullable(),
  published_by: publisher,
  content: contentDocument,
  images: z.array(siteImageResponse),
});

const contentVersion = z.object({
  version: z.number(),
  published_at: z.string(),
  published_by: publisher,
  restored_from: z.number().nullable(),
});

/** `{ draft: null }` when the team has none. */
export const contentDraftResponse = z.object({
  draft: z
    .object({
      content: contentDocument,
      base_version: z.number(),
      saved_at: z.string(),
      saved_by: publisher,
    })
    .nullable(),
});

export const contentVersionListResponse = z.object({ versions: z.array(contentVersion) });

export const contentVersionResponse = contentVersion.extend({ content: contentDocument });

export const goLiveResponse = z.object({
  items: z.array(
    z.object({
      id: z.enum(goLiveItemIds),
      done: z.boolean(),
      title: z.string(),
      hint: z.string(),
      href: text,
    }),
  ),
});
/** `POST /setup/check`: the link opens the setup page. */
export const setupCheckResponse = z.object({ valid: z.literal(true) });

/** A host's new private feed: its URL, shown this once (docs/portal.md, "Calendars"). */
export const hostFeedResponse = z.object({ url: z.string() });

/** A host's connected CalDAV calendar, or null; never its password. */
export const hostCalendarResponse = z
  .object({
    url: z.string(),
    username: z.string(),
    connected_at: z.string(),
    last_synced_at: z.string().nullable(),
    last_error: z.string().nullable(),
  })
  .nullable();

/** A host's feed, as calendar apps read it. */
export const calendarText = z.string().describe('the iCalendar (text/calendar) text');
