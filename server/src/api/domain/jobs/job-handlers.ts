import { recoveryEmailJob, sendRecoveryEmail } from '../../../auth/domain/recovery.ts';
import { sendSignInCode, signInCodeJob } from '../../../auth/domain/sign-in-codes.ts';
import { sendSignupConfirmation, signupConfirmationJob } from '../../../auth/domain/signup.ts';
import { bookingNoticeJob } from '../agenda/booking-notices.ts';
import { recapNoticeJob, sendRecapNotice } from '../agenda/recap-notice.ts';
import { sendBookingNotice } from '../agenda/send-booking-notice.ts';
import { sendTeamDigest } from '../agenda/send-team-digest.ts';
import { teamDigestJob } from '../agenda/team-digest.ts';
import type { ApiServices } from '../api-services.ts';
import { calendarSyncJob, syncHostCalendar } from '../calendars/calendar-sync.ts';
import { calendarWriteJob, writeBookingToCalendar } from '../calendars/calendar-write-back.ts';
import { messageNoticeJob, sendMessageNotice } from '../messages/message-notices.ts';
import { messageFilesRemovalJob, removeMessageFiles } from '../messages/message-files.ts';
import { planFilesRemovalJob, removePlanFiles } from '../plans/plan-files.ts';
import type { JobHandler } from '../../../platform/jobs/job-worker.ts';
import { pruneStore, storePruningJob } from './store-pruning.ts';

/** What runs each kind of job. */
export function jobHandlers(services: ApiServices): Record<string, JobHandler> {
  return {
    [bookingNoticeJob]: (payload, job) => sendBookingNotice(services, payload, job),
    [teamDigestJob]: (payload, job) => sendTeamDigest(services, payload, job),
    [recapNoticeJob]: (payload, job) => sendRecapNotice(services, payload, job),
    [storePruningJob]: (payload) => pruneStore(services, payload),
    [recoveryEmailJob]: (payload) => sendRecoveryEmail(services.auth, payload),
    [signupConfirmationJob]: (payload) => sendSignupConfirmation(services.auth, payload),
    [signInCodeJob]: (payload) => sendSignInCode(services.auth, payload),
    [calendarSyncJob]: (payload) => syncHostCalendar(services, payload),
    [calendarWriteJob]: (payload) => writeBookingToCalendar(services, payload),
    [messageNoticeJob]: (payload, job) => sendMessageNotice(services, payload, job),
    [messageFilesRemovalJob]: (payload) => removeMessageFiles(services, payload),
    [planFilesRemovalJob]: (payload) => removePlanFiles(services, payload),
  };
}
