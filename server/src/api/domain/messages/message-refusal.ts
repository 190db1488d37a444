/** Why a thread refused a read or a change. */
export type MessageRefusalReason =
  | 'thread_not_found'
  | 'message_not_found'
  | 'file_not_found'
  | 'message_empty'
  | 'not_the_author'
  | 'edit_window_closed'
  | 'message_deleted';

export class MessageRefusal extends Error {
  constructor(readonly reason: MessageRefusalReason) {
    super(reason);
    this.name = 'MessageRefusal';
  }
}
