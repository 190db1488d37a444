import type { IntakeQuestionKind } from '../../../shared/intake.ts';

const moment = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short' });

/** Every text of `/admin/questionario` and of the answers on a client's page (docs/portal.md). */
export const adminIntakeContent = {
  title: 'Questionário',
  heading: 'Perguntas antes da primeira conversa',
  lead: 'O cliente responde a estas perguntas antes de agendar a primeira conversa e pode editar as respostas depois. Mudar as perguntas não apaga respostas já dadas.',
  loading: 'Carregando as perguntas...',
  loadFailed: 'Não foi possível carregar as perguntas.',
  empty: 'Nenhuma pergunta ainda: os clientes agendam sem questionário.',
  listLabel: 'Perguntas do questionário',
  question: (position: number) => `Pergunta ${position}`,
  labels: {
    label: 'Pergunta',
    help: 'Explicação (opcional)',
    kind: 'Tipo de resposta',
    required: 'Resposta obrigatória',
    options: 'Opções',
    option: (position: number) => `Opção ${position}`,
  },
  kinds: {
    short_text: 'Texto curto',
    long_text: 'Texto longo',
    single_choice: 'Uma escolha',
    multiple_choice: 'Várias escolhas',
  } satisfies Record<IntakeQuestionKind, string>,
  actions: {
    add: 'Adicionar pergunta',
    addOption: 'Adicionar opção',
    up: 'Subir',
    down: 'Descer',
    remove: 'Remover',
    removeOption: 'Remover opção',
    /** Read after a button by screen readers, which hear it alone. */
    which: (label: string) => ` “${label}”`,
  },
  save: 'Salvar perguntas',
  saving: 'Salvando...',
  version: (version: number, isoDate: string) =>
    `Versão ${version}, salva em ${moment.format(new Date(isoDate))}.`,
  toasts: {
    saved: { title: 'Perguntas salvas.', description: 'Os clientes já veem esta versão.' },
    invalid: {
      title: 'Revise as perguntas',
      description: 'Corrija os campos destacados e tente de novo.',
    },
    saveFailedTitle: 'Não foi possível salvar as perguntas',
  },
  /** On a client's page. */
  answers: {
    heading: 'Questionário',
    loading: 'Carregando as respostas...',
    loadFailed: 'Não foi possível carregar as respostas.',
    none: 'O cliente ainda não respondeu ao questionário.',
    answeredAt: (isoDate: string) => `Respondido em ${moment.format(new Date(isoDate))}.`,
    removed: 'Pergunta removida do questionário',
  },
} as const;
