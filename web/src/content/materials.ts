import type { MaterialKind } from '../../../shared/materials.ts';
import { siteContent } from './site.ts';

/** The kinds a card shows in the page itself; a document opens in a new tab. */
export type ViewableKind = Exclude<MaterialKind, 'document'>;

const sizeUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
const sizeFormats = sizeUnits.map(
  (unit) =>
    new Intl.NumberFormat('pt-BR', { style: 'unit', unit, maximumFractionDigits: 1 }).format,
);
const publishedAt = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' });

/** A file's size in the largest unit (of 1,000) that keeps it at 1 or more: "2,4 MB". */
function fileSize(bytes: number) {
  const power = Math.min(Math.floor(Math.log10(Math.max(bytes, 1)) / 3), sizeUnits.length - 1);
  return sizeFormats[power]!(bytes / 1000 ** power);
}

/** Every text of `/dashboard/materiais`: the materials the team publishes for its clients. */
export const materialsContent = {
  documentTitle: `Materiais — ${siteContent.brandName}`,
  title: 'Materiais',
  heading: 'Materiais exclusivos',
  lead: 'Leituras, vídeos e áudios que a equipe preparou para acompanhar a sua jornada do ego ao legado. Assista e ouça aqui mesmo, ou baixe para rever quando quiser.',
  loading: 'Carregando os materiais...',
  loadFailed: 'Não foi possível carregar os materiais.',
  listLabel: 'Materiais publicados',
  empty: {
    title: 'Nenhum material publicado ainda.',
    text: 'A equipe está preparando os primeiros conteúdos para você. Assim que forem publicados, eles aparecem aqui.',
  },
  fileSize,
  published: (isoDate: string) => `publicado em ${publishedAt.format(new Date(isoDate))}`,
  seen: 'Visto',
  /** Read after each button by screen readers, which hear the buttons alone. */
  which: (title: string) => ` “${title}”`,
  view: {
    video: { action: 'Assistir', label: (title: string) => `Vídeo: ${title}` },
    audio: { action: 'Ouvir', label: (title: string) => `Áudio: ${title}` },
    image: { action: 'Ver', label: (title: string) => title },
  } satisfies Record<ViewableKind, { action: string; label(title: string): string }>,
  loadingLink: 'Carregando...',
  close: 'Fechar',
  open: 'Abrir',
  opening: 'Abrindo...',
  newTab: '(abre em nova aba)',
  download: 'Baixar',
  downloading: 'Preparando...',
  toasts: {
    openFailedTitle: 'Não foi possível abrir o material',
    downloadFailedTitle: 'Não foi possível baixar o material',
    gone: 'Este material não está mais disponível. Atualizamos a lista.',
    playFailed: {
      title: 'Não foi possível exibir o material',
      description: 'O link pode ter expirado. Tente abrir de novo.',
    },
  },
} as const;
