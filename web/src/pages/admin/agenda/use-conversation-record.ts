import { useState } from 'react';
import type {
  Attendance,
  RecapInput,
  TeamConversationRecord,
} from '../../../../../shared/booking-notes.ts';
import {
  markAttendance,
  saveBookingNotes,
  type TeamBooking,
} from '../../../api/admin-agenda-api.ts';
import { ApiError } from '../../../api/api-client.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../../lib/use-submit.ts';

const { toasts, conversation: copy } = adminAgendaContent;

/** Refusals the server words for the team: too early, cancelled, or a field out of bounds. */
const toldByServer = new Set(['booking_not_begun', 'booking_cancelled', 'validation_failed']);

/**
 * What the team records of one conversation, as the server last answered: its attendance, private
 * notes and recap, each saved on its own with its own toast.
 */
export function useConversationRecord(booking: TeamBooking, when: string) {
  const [record, setRecord] = useState<TeamConversationRecord>(() => ({
    attendance: booking.attendance,
    private_notes: booking.private_notes,
    recap: booking.recap,
  }));
  const reportFailure = useReportApiFailure();
  const attendance = useSubmit();
  const notes = useSubmit();
  const recap = useSubmit();
  const toastAction = (part: string) => `conversation-${part}:${booking.id}`;

  function failed(error: unknown, title: string, action: string) {
    if (error instanceof ApiError && toldByServer.has(error.code)) {
      return notifyError({ title, description: error.message }, action);
    }
    reportFailure(error, title, action);
  }

  /** Sends one change; true once the server has stored it. */
  async function save(
    part: 'attendance' | 'notes' | 'recap',
    request: () => Promise<TeamConversationRecord>,
    notice: { title: string; description: string },
  ) {
    const action = toastAction(part);
    const sender = { attendance, notes, recap }[part];
    const outcome = await sender.send(request);
    if ('error' in outcome) {
      const title = part === 'attendance' ? toasts.attendanceFailedTitle : toasts.notesFailedTitle;
      failed(outcome.error, title, action);
      return false;
    }
    setRecord(outcome.answer);
    notifySuccess(notice, action);
    return true;
  }

  return {
    record,
    marking: attendance.sending,
    savingNotes: notes.sending,
    savingRecap: recap.sending,
    mark: (status: Attendance) =>
      save(
        'attendance',
        () => markAttendance(booking.id, status),
        toasts.attendanceMarked(copy.attendance[status], when),
      ),
    saveNotes: (text: string) =>
      save('notes', () => saveBookingNotes(booking.id, { private_notes: text }), toasts.notesSaved),
    saveRecap: (input: RecapInput) =>
      save('recap', () => saveBookingNotes(booking.id, { recap: input }), toasts.recapSaved),
  };
}

export type ConversationRecordState = ReturnType<typeof useConversationRecord>;
