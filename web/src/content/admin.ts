import { siteContent } from './site.ts';

/** The team's console (`/admin`): its frame, shared by every page. */
export const adminContent = {
  /** Beside the logo: this is the team's side of the site. */
  badge: 'Equipe',
  signedInAs: (email: string) => `Conectado como ${email}`,
  signOut: 'Sair',
  nav: {
    label: 'Páginas do console da equipe',
    clients: 'Clientes',
    agenda: 'Agenda',
    intake: 'Questionário',
    plans: 'Planos',
    materials: 'Materiais',
    messages: 'Mensagens',
    content: 'Conteúdo',
    audit: 'Registro',
    /** The member's own account: password, second factor, recovery codes. */
    security: 'Segurança',
  },
  pagination: {
    label: 'Páginas da lista',
    previous: 'Anterior',
    next: 'Próxima',
    position: (page: number, pages: number) => `Página ${page} de ${pages}`,
  },
  /** A page's tab title: "Agenda — Console — Legacy". */
  documentTitle: (page: string) => `${page} — Console — ${siteContent.brandName}`,
} as const;
