/** A message ready to send: the mailer adds the sender. */
export interface OutgoingMail {
  /** One address, or several separated by commas. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Fixed when a message may be sent again (a retried job), so mail clients can collapse copies. */
  messageId?: string;
  /**
   * A calendar invitation (RFC 5545): sent as an inline `text/calendar; method=…` alternative,
   * which mail clients show as an invitation, and as an `.ics` attachment.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /** Files attached as they are, such as several calendar entries in one message. */
  attachments?: { filename: string; contentType: string; content: string }[];
}
