/** A message ready to send: the mailer adds the sender. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
