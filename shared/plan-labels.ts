import type { EvidenceKind, MilestoneStatus, PlanActor } from './plans.ts';

/**
 * pt-BR names the screens, the dossier and the digest show. Apart from plans.ts, so a screen
 * that only names things does not load the schemas' library.
 */
export const planLabels = {
  status: { todo: 'A fazer', doing: 'Em andamento', done: 'Concluído' },
  actor: { client: 'Cliente', team: 'Equipe' },
  evidence: {
    conversation: 'Conversa',
    material: 'Material',
    message: 'Mensagem',
    file: 'Arquivo',
    decision: 'Decisão',
  },
} as const satisfies {
  status: Record<MilestoneStatus, string>;
  actor: Record<PlanActor, string>;
  evidence: Record<EvidenceKind, string>;
};
