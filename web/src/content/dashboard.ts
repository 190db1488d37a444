import { loadingLabel } from './loading.ts';

/** Every text of the client area (seed §1 offerings, §2 "/dashboard"). */
export interface Offering {
  id: string;
  name: string;
  summary: string;
  text: string;
  actionLabel: string;
}

export const dashboardContent = {
  loading: loadingLabel,
  title: 'Área do Cliente',
  /** Ours: the tab's title. */
  documentTitle: 'Área do Cliente — Legacy',
  signOut: 'Sair',
  /** Ours: "Sair" when the server cannot be reached; the session ends here all the same. */
  signedOutOffline: {
    title: 'Você saiu neste aparelho',
    description:
      'Sem conexão com o servidor agora: a sessão será encerrada nele na sua próxima visita ou quando expirar.',
    close: 'Fechar aviso',
  },
  /** Ours: the client area's pages, in the header. */
  nav: {
    label: 'Páginas da área do cliente',
    home: 'Início',
    profile: 'Meu perfil',
    agenda: 'Agenda',
    intake: 'Questionário',
    materials: 'Materiais',
    messages: 'Mensagens',
    plan: 'Plano',
    security: 'Segurança',
    /** Read after "Mensagens" in both menus: "Mensagens, 2 não lidas". */
    unread: (count: number) => `, ${count} ${count === 1 ? 'não lida' : 'não lidas'}`,
  },
  welcome: {
    title: 'Bem-vindo de volta!',
    signedInAs: 'Você entrou como',
    badge: 'Conta ativa',
    text: 'Este é o seu espaço exclusivo para acompanhar a jornada do ego ao legado.',
  },
  offerings: {
    heading: 'Suas soluções',
    intro: 'Escolha por onde começar. Cada conversa abre um novo capítulo do seu legado.',
    newTabHint: '(abre em nova aba)',
    items: [
      {
        id: 'assessment',
        name: 'Legacy Assessment',
        summary: 'Diagnóstico profundo e alinhamento estratégico',
        text: 'Um mergulho na sua trajetória, reputação e ambições para alinhar visão, narrativa e próximos movimentos.',
        actionLabel: 'Agendar',
      },
      {
        id: 'studios',
        name: 'Legacy Studios',
        summary: 'Criação de conteúdo e registros documentais',
        text: 'Filmes, séries, manifestos e registros que transformam a sua história em conteúdo que atravessa gerações.',
        actionLabel: 'Explorar',
      },
      {
        id: 'education',
        name: 'Legacy Education',
        summary: 'Trilhas de desenvolvimento executivo',
        text: 'Palestras, workshops e mentorias para desenvolver quem vai levar o legado adiante.',
        actionLabel: 'Começar',
      },
    ] satisfies Offering[],
  },
  nextSteps: {
    heading: 'Próximos Passos',
    items: [
      'Complete seu perfil para personalizarmos a sua experiência.',
      'Agende uma conversa inicial para entendermos as suas necessidades.',
      'Explore os recursos e materiais exclusivos preparados para você.',
    ],
    /** Ours: read after a step the client has finished. */
    done: 'concluído',
  },
} as const;
