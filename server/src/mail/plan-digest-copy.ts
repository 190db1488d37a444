import { planLabels } from '../../../shared/plans.ts';

const days = (count: number) => `${count} ${count === 1 ? 'dia' : 'dias'}`;

/** The pt-BR words of the weekly digest of stalled plans; the layout lives in plan-digest-email.ts. */
export const planDigestCopy = {
  subject: (milestones: number) =>
    `${milestones} ${milestones === 1 ? 'marco parado' : 'marcos parados'} nos seus planos — Legacy`,
  heading: 'Planos parados',
  intro:
    'Nos planos de legado que você conduz, nada se move há algum tempo. Estes marcos esperam um próximo passo.',
  /** "Maria da Silva — Do ego ao legado" */
  plan: (client: string, title: string) => `${client} — ${title}`,
  still: (count: number) => `Nada se move neste plano há ${days(count)}.`,
  milestone: (line: {
    title: string;
    status: keyof typeof planLabels.status;
    due: string | null;
    late: boolean;
  }) =>
    `• ${line.title} — ${planLabels.status[line.status]}, ${
      line.due ? `prazo ${line.due}${line.late ? ' (atrasado)' : ''}` : 'sem prazo'
    }`,
  open: 'Abrir o cliente',
  action: 'Abrir os planos',
  note: 'Este resumo chega às segundas-feiras, só quando um plano que você conduz está parado.',
} as const;
