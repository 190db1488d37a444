import type { AuditEntry } from '../../../../../shared/audit.ts';
import { adminAuditContent as copy } from '../../../content/admin-audit.ts';

/**
 * An entry as the team reads it: "equipe@… convidou joao@…", naming the material when the entry
 * gives its title.
 */
export function auditSentence(entry: AuditEntry) {
  const account = entry.user_email ?? (entry.user_id ? copy.someone : copy.system);
  const actor = entry.actor && (entry.actor.email ?? copy.someone);
  const sentence = copy.sentence(entry.action, { actor, account });
  const { title } = entry.detail;
  return typeof title === 'string' ? `${sentence}: ${copy.material(title)}` : sentence;
}
