import { planLabels } from '../../../shared/plan-labels.ts';
import { siteContent } from './site.ts';

const actor = { client: 'Você', team: 'Equipe' } as const;
const who = (name: string) => `Quem faz: ${name}`;
const due = (day: string) => `Prazo: ${day}`;
const late = 'atrasado';
const stageProgress = (stage: string) => `Progresso da etapa ${stage}`;

/** Every text of `/dashboard/plano`: the client's legacy plan, stage by stage (issue #29). */
export const planContent = {
  documentTitle: `Plano — ${siteContent.brandName}`,
  title: 'Plano',
  heading: 'Seu plano de legado',
  lead: 'Sua jornada do ego ao legado, etapa por etapa: o que já foi feito, o que vem a seguir e o que comprova cada passo.',
  loading: 'Carregando o seu plano...',
  loadFailed: 'Não foi possível carregar o seu plano.',
  none: {
    title: 'Seu plano de legado ainda não começou.',
    text: 'Quando a equipe preparar o seu plano, você acompanha aqui cada etapa e cada marco da sua jornada.',
  },
  hostedBy: (name: string) => `Conduzido por ${name}`,
  planProgress: 'Progresso do plano',
  percentDone: (percent: number) => `${percent}% concluído`,
  stageProgress,
  stageCount: (done: number, total: number) =>
    `${done} de ${total} ${total === 1 ? 'marco concluído' : 'marcos concluídos'}`,
  status: planLabels.status,
  /** Who acts on a milestone, as the client reads it. */
  actor,
  who,
  due,
  late,
  evidence: {
    label: (milestone: string) => `Comprovações de “${milestone}”`,
    kinds: planLabels.evidence,
    download: 'Baixar',
    downloading: 'Baixando...',
    downloadFailed: 'Não foi possível baixar o arquivo',
  },
  complete: {
    action: 'Concluir',
    /** Read after "Concluir" by screen readers, which hear the button alone. */
    which: (milestone: string) => ` “${milestone}”`,
    heading: (milestone: string) => `Concluir “${milestone}”`,
    required: 'Este marco pede uma comprovação: escolha o que mostra que ele foi cumprido.',
    optional: 'Se quiser, anexe o que mostra que ele foi cumprido.',
    legend: 'O que comprova este marco?',
    choices: {
      conversation: 'Uma conversa',
      material: 'Um material',
      file: 'Um arquivo',
      decision: 'Uma decisão',
      none: 'Sem comprovação',
    },
    conversation: 'A conversa',
    noConversations: 'Você ainda não teve conversas com a equipe.',
    conversationsFailed: 'Não foi possível carregar as suas conversas.',
    material: 'O material',
    noMaterials: 'Nenhum material publicado ainda.',
    materialsFailed: 'Não foi possível carregar os materiais.',
    loadingChoices: 'Carregando...',
    pick: 'Escolha...',
    chooseFile: 'Escolher arquivo',
    chosenFile: (name: string, size: string) => `Arquivo escolhido: ${name} (${size})`,
    decision: 'A decisão, em uma frase',
    missing: {
      kind: 'Escolha o que comprova este marco.',
      conversation: 'Escolha a conversa.',
      material: 'Escolha o material.',
      file: 'Escolha o arquivo.',
    },
    /** The milestone changed or left the plan since the page read it. */
    gone: 'Este marco mudou desde que a página foi aberta. O plano foi atualizado: confira e tente de novo.',
    submit: 'Concluir marco',
    sending: 'Concluindo...',
    cancel: 'Cancelar',
    done: { title: 'Marco concluído', description: 'O seu plano foi atualizado.' },
  },
  /** The dashboard's panel, "Seu plano de legado", shown once there is a plan. */
  glance: {
    next: 'Próximo passo',
    finished: 'Todos os marcos do plano foram concluídos.',
    stages: 'Etapas do plano',
    open: 'Ver o plano completo',
  },
  dossier: {
    download: 'Baixar dossiê (PDF)',
    downloading: 'Preparando o dossiê...',
    failedTitle: 'Não foi possível baixar o dossiê',
    fileName: 'dossie-plano-de-legado.pdf',
  },
} as const;
