import { acceptedMaterialTypes } from '../../../shared/materials.ts';
import { profileContent } from './profile.ts';

const changedAt = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeStyle: 'short' });
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent' });

/** The formats the library takes, as the team knows them: "PDF, MP4, WEBM, …". */
const formats = [...new Set(Object.keys(acceptedMaterialTypes).map((type) => type.toUpperCase()))];

/** Every text of `/admin/materiais`: the team's library, drafts included. */
export const adminMaterialsContent = {
  title: 'Materiais',
  upload: {
    heading: 'Enviar material',
    lead: 'Arraste um arquivo para cá ou escolha um no seu computador. Ele chega como rascunho, a menos que você marque para publicar.',
    dropHere: 'Solte o arquivo para escolher.',
    formats: `Formatos aceitos: ${formats.join(', ')}.`,
    choose: 'Escolher arquivo',
    chooseOther: 'Escolher outro arquivo',
    chosen: 'Arquivo escolhido',
    noFile: 'Nenhum arquivo escolhido.',
    fileMissing: 'Escolha um arquivo para enviar.',
    labels: { title: 'Título', description: 'Descrição', published: 'Publicar agora' },
    hints: {
      title: 'Como os clientes veem o material.',
      description: 'Opcional. Uma ou duas frases sobre o conteúdo.',
      published: 'Os clientes veem o material assim que ele chegar.',
    },
    characterCount: profileContent.characterCount,
    submit: 'Enviar material',
    sending: 'Enviando...',
    progressLabel: 'Envio do arquivo',
    progress: (fraction: number) => `Enviando: ${percent.format(fraction)}`,
    interrupted:
      'O envio foi interrompido. Verifique a sua conexão; um arquivo acima do limite do servidor também interrompe o envio.',
  },
  library: {
    heading: 'Biblioteca',
    lead: 'Tudo o que a equipe enviou, rascunhos incluídos. Só os publicados aparecem para os clientes.',
    loading: 'Carregando a biblioteca...',
    loadFailed: 'Não foi possível carregar a biblioteca.',
    listLabel: 'Materiais da biblioteca',
    empty: 'Nenhum material enviado ainda. Envie o primeiro acima.',
    columns: {
      title: 'Material',
      format: 'Formato e tamanho',
      state: 'Estado',
      changed: 'Alterado em',
    },
    published: 'Publicado',
    draft: 'Rascunho',
    changed: (isoDate: string) => changedAt.format(new Date(isoDate)),
    publish: 'Publicar',
    unpublish: 'Despublicar',
    edit: 'Editar',
    delete: 'Excluir',
    /** Read after each button by screen readers, which hear the buttons alone. */
    which: (title: string) => ` “${title}”`,
    save: 'Salvar',
    saving: 'Salvando...',
    keep: 'Cancelar',
    confirmDelete: {
      title: 'Excluir este material?',
      text: 'O arquivo é apagado e os clientes deixam de vê-lo. Esta ação não pode ser desfeita.',
      confirm: 'Excluir definitivamente',
      busy: 'Excluindo...',
      keep: 'Manter o material',
    },
  },
  toasts: {
    uploaded: (title: string) => ({ title: 'Material enviado.', description: title }),
    uploadInvalid: {
      title: 'Revise o envio',
      description: 'Corrija os campos destacados e tente de novo.',
    },
    uploadFailedTitle: 'Não foi possível enviar o material',
    editInvalid: {
      title: 'Revise o material',
      description: 'Corrija os campos destacados e tente de novo.',
    },
    published: (title: string) => ({
      title: 'Material publicado.',
      description: `Os clientes já veem “${title}”.`,
    }),
    unpublished: (title: string) => ({
      title: 'Material despublicado.',
      description: `“${title}” voltou a ser rascunho.`,
    }),
    saved: (title: string) => ({ title: 'Material atualizado.', description: title }),
    deleted: (title: string) => ({ title: 'Material excluído.', description: title }),
    changeFailedTitle: 'Não foi possível alterar o material',
    deleteFailedTitle: 'Não foi possível excluir o material',
    gone: 'Este material já não existe. Atualizamos a lista.',
  },
} as const;
