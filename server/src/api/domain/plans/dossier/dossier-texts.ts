import { type EvidenceKind, planLabels } from '../../../../../../shared/plans.ts';
import { numericDay } from '../../../../mail/team-time.ts';

/** An instant's day in the team's time zone: "27/11/2026", or "27 de novembro de 2026" written out. */
const dayOf = (instant: Date, timeZone: string, style: 'short' | 'long') =>
  new Intl.DateTimeFormat('pt-BR', { timeZone, dateStyle: style }).format(instant);

/** The dossier's pt-BR words (docs/portal.md, "The legacy plan"). */
export const dossierTexts = {
  eyebrow: 'Plano de legado',
  preparedFor: (client: string) => `Preparado para ${client}`,
  generatedOn: (instant: Date, timeZone: string) => `Gerado em ${dayOf(instant, timeZone, 'long')}`,
  ledBy: (host: string) => `Plano conduzido por ${host}`,
  progress: (percent: number) => `Progresso geral: ${percent}%`,
  stage: (position: number, title: string) => `Etapa ${position} · ${title}`,
  stageProgress: (percent: number, done: number, total: number) =>
    `${percent}% concluído · ${done} de ${total} ${total === 1 ? 'marco' : 'marcos'}`,
  status: (status: keyof typeof planLabels.status) => planLabels.status[status],
  due: (day: string) => `Prazo: ${numericDay(day)}`,
  noDue: 'Sem prazo',
  completedOn: (instant: string, timeZone: string) =>
    `Concluído em ${dayOf(new Date(instant), timeZone, 'short')}`,
  actor: (actor: keyof typeof planLabels.actor) => `Quem age: ${planLabels.actor[actor]}`,
  evidenceHeading: 'Comprovações',
  /** A conversation's and a message's titles name their kind already ("Conversa de …"). */
  evidence: (kind: EvidenceKind, title: string) =>
    kind === 'conversation' || kind === 'message'
      ? title
      : `${planLabels.evidence[kind]}: ${title}`,
  recapsHeading: 'Resumos das conversas',
  recapsIntro: 'O que foi registrado nas conversas que comprovam marcos do plano.',
  nextSteps: 'Próximos passos',
  nextStepDone: (text: string) => `${text} (feito)`,
  page: (number: number, total: number) => `Página ${number} de ${total}`,
  documentTitle: (planTitle: string, client: string) => `${planTitle} — ${client}`,
  /** An ASCII file name: "plano-de-legado-maria-da-silva.pdf". */
  fileName: (client: string) => {
    const slug = client
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '');
    return slug ? `plano-de-legado-${slug}.pdf` : 'plano-de-legado.pdf';
  },
} as const;
