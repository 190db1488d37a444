import { siteContent } from './site.ts';

const count = (value: number) => value.toLocaleString('pt-BR');
const savedAt = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short' });

/** Every text of `/dashboard/questionario`, the intake the client answers (docs/portal.md). */
export const intakeContent = {
  documentTitle: `Antes da primeira conversa — ${siteContent.brandName}`,
  title: 'Antes da primeira conversa',
  formHeading: 'Questionário',
  lead: 'Suas respostas ajudam a equipe a chegar à primeira conversa já conhecendo o seu contexto. Você pode voltar e editá-las quando quiser.',
  requiredNote: 'Perguntas marcadas com * são obrigatórias.',
  /** Said with a required question's label: the "*" is only seen. */
  requiredMark: '*',
  loading: 'Carregando o questionário...',
  loadFailed: 'Não foi possível carregar o questionário.',
  empty: 'A equipe ainda não preparou perguntas. Nada a responder por enquanto.',
  toAgenda: 'Ir para a agenda',
  characterCount: (used: number, limit: number) => `${count(used)} de ${count(limit)} caracteres`,
  save: 'Salvar respostas',
  saving: 'Salvando...',
  lastSaved: (isoDate: string) => `Salvo em ${savedAt.format(new Date(isoDate))}.`,
  toasts: {
    saved: {
      title: 'Respostas salvas.',
      description: 'A equipe já pode lê-las. Você pode editá-las quando quiser.',
    },
    invalid: {
      title: 'Revise as respostas',
      description: 'Corrija as perguntas destacadas e tente de novo.',
    },
    saveFailedTitle: 'Não foi possível salvar as respostas',
  },
  /** On the agenda, in place of the slots, while the answers are owed. */
  agendaNote: {
    heading: 'Antes de agendar',
    text: 'Antes da primeira conversa, a equipe pede que você responda a algumas perguntas. Leva poucos minutos; depois, é só escolher o horário.',
    link: 'Responder ao questionário',
  },
} as const;
