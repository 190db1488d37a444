import { siteContent } from './site.ts';

/** The words around the legal pages' text (the text itself is the team's: site-content/). */
export const legalPageContent = {
  documentTitle: (title: string) => `${title} — ${siteContent.brandName}`,
  updatedOn: (date: string) =>
    `Atualizado em ${new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))}.`,
  backHome: 'Voltar ao início',
  controller: {
    heading: 'Controlador dos dados',
    intro: 'Quem decide sobre o tratamento dos seus dados pessoais e responde pelos seus pedidos:',
    document: 'CNPJ/CPF',
    email: 'Email',
    address: 'Endereço',
  },
} as const;
