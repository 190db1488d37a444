import { materialsContent } from './materials.ts';
import { siteContent } from './site.ts';

const sentAt = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const count = new Intl.NumberFormat('pt-BR');

/** Every text of a thread between a client and the team, on both sides (issue #28). */
export const messagesContent = {
  documentTitle: `Mensagens — ${siteContent.brandName}`,
  title: 'Mensagens',
  heading: 'Conversa com a equipe',
  lead: 'Escreva quando quiser: toda a equipe lê e responde por aqui.',
  /** The heading of the thread on a client's page in the console. */
  teamHeading: 'Mensagens',
  loading: 'Carregando as mensagens...',
  loadFailed: 'Não foi possível carregar as mensagens.',
  listLabel: 'Mensagens da conversa',
  empty: 'Nenhuma mensagem ainda.',
  loadEarlier: 'Carregar anteriores',
  loadingEarlier: 'Carregando...',
  sentAt: (isoDate: string) => sentAt.format(new Date(isoDate)),
  /** Who wrote it, as the reader knows them. */
  you: 'Você',
  team: (name: string) => `${name} · Equipe`,
  edited: 'editada',
  deleted: 'mensagem apagada',
  attachment: (fileName: string, bytes: number) =>
    `${fileName} (${materialsContent.fileSize(bytes)})`,
  openingAttachment: 'Abrindo...',
  newTab: materialsContent.newTab,
  composer: {
    label: 'Sua mensagem',
    hint: 'Ctrl+Enter (ou ⌘+Enter) envia.',
    /** Shown once the text nears the limit. */
    left: (used: number, limit: number) =>
      `${count.format(used)} de ${count.format(limit)} caracteres`,
    tooLong: (limit: number) => `Use no máximo ${count.format(limit)} caracteres.`,
    empty: 'Escreva uma mensagem ou anexe um arquivo.',
    attach: 'Anexar arquivo',
    attached: (fileName: string) => `Anexo: ${fileName}`,
    removeAttachment: 'Tirar o anexo',
    send: 'Enviar',
    sending: 'Enviando...',
  },
  edit: {
    action: 'Editar',
    label: 'Editar a mensagem',
    save: 'Salvar',
    saving: 'Salvando...',
    cancel: 'Cancelar',
  },
  remove: {
    action: 'Apagar',
    title: 'Apagar esta mensagem?',
    text: 'Ela some para todos, e a conversa mostra “mensagem apagada” no lugar.',
    confirm: 'Apagar mensagem',
    busy: 'Apagando...',
    keep: 'Cancelar',
  },
  /** Read after "Editar" and "Apagar" by screen readers, which hear the buttons alone. */
  which: (isoDate: string) => ` (mensagem de ${sentAt.format(new Date(isoDate))})`,
  toasts: {
    sendFailed: 'Não foi possível enviar a mensagem',
    editFailed: 'Não foi possível editar a mensagem',
    removeFailed: 'Não foi possível apagar a mensagem',
    openFailed: 'Não foi possível abrir o anexo',
  },
} as const;
