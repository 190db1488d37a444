import { consolePaths } from '../../../../../shared/console-paths.ts';
import type { GoLiveItemId } from '../../../../../shared/go-live.ts';

/** Each checklist item's pt-BR words, and the console page where it is fixed. */
export const goLiveCopy: Record<
  GoLiveItemId,
  { title: string; hint: string; href: string | null }
> = {
  contact_link: {
    title: 'Link de contato',
    hint: 'Os botões de contato do site ainda levam ao número de exemplo. Informe o link do WhatsApp da equipe.',
    href: `${consolePaths.adminContent}#conteudo-contato`,
  },
  privacy_controller: {
    title: 'Encarregado na Política de Privacidade',
    hint: 'A Política de Privacidade ainda mostra um email de exemplo. Informe o email real do controlador dos dados.',
    href: `${consolePaths.adminContent}#conteudo-paginas-legais`,
  },
  founders: {
    title: 'Fundadores com foto e perfil',
    hint: 'Cada fundador em "Quem somos" precisa de uma foto e de um link de perfil.',
    href: `${consolePaths.adminContent}#conteudo-quem-somos`,
  },
  hours: {
    title: 'Horários de atendimento',
    hint: 'A agenda não tem nenhum horário aberto: os clientes não conseguem marcar conversas.',
    href: consolePaths.adminAgenda,
  },
  materials: {
    title: 'Primeiro material publicado',
    hint: 'Nenhum material foi publicado: a página de materiais dos clientes está vazia.',
    href: consolePaths.adminMaterials,
  },
  mail: {
    title: 'Envio de emails',
    hint: 'Os emails ficam numa pasta do servidor e não chegam a ninguém. Quem opera o servidor deve configurar SMTP_URL.',
    href: null,
  },
  site_url: {
    title: 'Endereço público do site',
    hint: 'Os links dos emails apontam para um endereço local ou sem https. Quem opera o servidor deve configurar SITE_URL.',
    href: null,
  },
};
