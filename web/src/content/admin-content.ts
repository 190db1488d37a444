import { profileContent } from './profile.ts';

const publishedAt = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeStyle: 'short' });
const when = (isoDate: string) => publishedAt.format(new Date(isoDate));
const clock = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });
const dayOfMonth = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' });

/** "às 14:05" today, "em 20/11 às 14:05" before. */
function savedWhen(isoDate: string) {
  const date = new Date(isoDate);
  const today = date.toDateString() === new Date().toDateString();
  return today
    ? `às ${clock.format(date)}`
    : `em ${dayOfMonth.format(date)} às ${clock.format(date)}`;
}

const link = {
  label: 'Texto do link',
  href: 'Destino',
  hrefHint:
    'Uma seção da página (#quem-somos), uma página do site (/termos), um endereço https:// ou um email (mailto:).',
} as const;

const contactMessage = {
  label: 'Mensagem do botão',
  hint: 'Opcional. Com um link do WhatsApp, a conversa já abre com este texto.',
} as const;

const legalPage = (name: string) =>
  ({
    legend: name,
    title: 'Título da página',
    body: 'Texto',
    bodyHint:
      'Em Markdown: ## para um subtítulo, **negrito**, - para itens de lista, [texto](https://…) para um link. HTML não é aceito.',
    updatedOn: 'Atualizado em',
    updatedOnHint: 'A data que a página mostra, no formato AAAA-MM-DD.',
  }) as const;

/** Every text of `/admin/conteudo`: the team edits, previews and publishes the site's content. */
export const adminSiteContent = {
  title: 'Conteúdo',
  loading: 'Carregando o conteúdo do site...',
  loadFailed: 'Não foi possível carregar o conteúdo do site.',
  characterCount: profileContent.characterCount,
  optional: 'Opcional.',
  publishBar: {
    label: 'Publicação',
    live: (version: number) =>
      version === 0 ? 'No ar: o conteúdo inicial do site.' : `No ar: versão ${version}.`,
    publishedBy: (isoDate: string, email: string | null) =>
      email ? `Publicada em ${when(isoDate)} por ${email}.` : `Publicada em ${when(isoDate)}.`,
    unsaved: 'Alterações não publicadas',
    upToDate: 'Tudo publicado',
    publish: 'Publicar',
    publishing: 'Publicando...',
    draftSaved: (isoDate: string, by: string | null) =>
      by
        ? `Rascunho salvo ${savedWhen(isoDate)} por ${by}`
        : `Rascunho salvo ${savedWhen(isoDate)}`,
    draftNotSaved: 'Não foi possível salvar o rascunho. Tentaremos de novo na próxima alteração.',
    staleDraft: 'Há uma versão publicada mais nova que este rascunho',
    discard: 'Descartar rascunho',
    confirmDiscard: {
      title: 'Descartar o rascunho?',
      text: 'O conteúdo volta a ser o que está no site, para toda a equipe. As alterações não publicadas serão perdidas.',
      confirm: 'Descartar rascunho',
      busy: 'Descartando...',
      keep: 'Continuar editando',
    },
  },
  sectionsNav: 'Seções do conteúdo',
  sections: {
    seo: {
      legend: 'Busca e compartilhamento',
      note: 'Como o site aparece nos buscadores e quando alguém compartilha o link.',
      title: 'Título da página',
      titleHint: 'O título da aba do navegador e dos resultados de busca.',
      description: 'Descrição',
      descriptionHint: 'O resumo que buscadores e redes sociais mostram abaixo do título.',
      shareImage: 'Imagem de compartilhamento',
      shareImageHint: 'Aparece quando alguém compartilha o link do site. Prefira 1200 × 630 px.',
    },
    contact: {
      legend: 'Contato',
      note: 'Para onde vão todos os botões de contato e de agendamento do site.',
      url: 'Link de contato',
      urlHint:
        'Um endereço https://. Um link do WhatsApp (https://wa.me/…) recebe a mensagem de cada botão.',
    },
    header: {
      legend: 'Cabeçalho',
      note: 'A faixa no topo da página: os links para as seções e o botão da Área do Cliente.',
      clientAreaLabel: 'Texto do botão da Área do Cliente',
      navigation: 'Links do cabeçalho',
      navigationHint: 'Aparecem em telas largas. Podem ficar vazios.',
      item: (position: number) => `Link ${position}`,
      add: 'Adicionar link',
      empty: 'Nenhum link no cabeçalho.',
      link,
    },
    hero: {
      legend: 'Abertura',
      note: 'O primeiro bloco da página, com o título principal.',
      eyebrow: 'Linha acima do título',
      title: 'Título principal',
      lead: 'Texto de abertura',
      contactLabel: 'Texto do botão de contato',
      contactMessage,
      quote: 'Citação',
      quoteHint: 'Opcional. Aparece ao lado do título em telas largas.',
    },
    pillars: {
      legend: 'Pilares',
      note: 'O que sustenta um legado: um título e um texto curto para cada pilar.',
      heading: 'Título da seção',
      items: 'Pilares',
      item: (position: number) => `Pilar ${position}`,
      add: 'Adicionar pilar',
      title: 'Título',
      text: 'Texto',
    },
    about: {
      legend: 'Quem somos',
      note: 'A apresentação da consultoria e das pessoas que a fundaram.',
      heading: 'Título da seção',
      intro: 'Apresentação',
      founders: 'Fundadores',
      item: (position: number) => `Fundador ${position}`,
      add: 'Adicionar fundador',
      empty: 'Nenhum fundador apresentado.',
      name: 'Nome',
      role: 'Cargo ou papel',
      bio: 'Biografia',
      photo: 'Foto',
      photoHint: 'Um retrato, de preferência quadrado. Sem foto, o cartão mostra as iniciais.',
      profileUrl: 'Link do perfil profissional',
      profileUrlHint: 'Opcional. Um endereço https://, como o do LinkedIn.',
      profileLabel: 'Descrição do link para leitores de tela',
      profileLabelHint: 'Opcional. Por exemplo: Perfil de Helena Duarte no LinkedIn.',
    },
    solutions: {
      legend: 'Soluções',
      note: 'As frentes de trabalho, cada uma com o seu botão de contato.',
      heading: 'Título da seção',
      intro: 'Apresentação',
      items: 'Soluções',
      item: (position: number) => `Solução ${position}`,
      add: 'Adicionar solução',
      id: 'Âncora',
      idHint:
        'O nome da solução nos links (#studios): letras minúsculas, números e hífens, começando por uma letra.',
      name: 'Nome',
      summary: 'Resumo',
      text: 'Texto',
      offers: 'Itens oferecidos',
      offer: (position: number) => `Item ${position}`,
      addOffer: 'Adicionar item',
      noOffers: 'Nenhum item listado.',
      contactLabel: 'Texto do botão de contato',
      contactMessage,
      image: 'Imagem',
      imageHint: 'Opcional. Uma foto de trabalho, em formato paisagem.',
    },
    closingCall: {
      legend: 'Chamada final',
      note: 'O convite para a conversa, no fim da página.',
      heading: 'Título',
      text: 'Texto',
      scheduleLabel: 'Texto do botão',
      contactMessage,
    },
    footer: {
      legend: 'Rodapé',
      note: 'A descrição da marca, as colunas de links e o ano do copyright.',
      description: 'Descrição',
      columns: 'Colunas de links',
      column: (position: number) => `Coluna ${position}`,
      addColumn: 'Adicionar coluna',
      noColumns: 'Nenhuma coluna de links.',
      columnTitle: 'Título da coluna',
      links: 'Links',
      item: (position: number) => `Link ${position}`,
      addLink: 'Adicionar link',
      link,
      copyrightYear: 'Ano do copyright',
    },
    legal: {
      legend: 'Páginas legais',
      note: 'Os Termos de Uso, a Política de Privacidade e quem responde pelos dados pessoais (LGPD).',
      terms: legalPage('Termos de Uso'),
      privacy: legalPage('Política de Privacidade'),
      controller: {
        legend: 'Controlador dos dados (LGPD)',
        name: 'Nome ou razão social',
        document: 'CNPJ ou CPF',
        email: 'Email para pedidos dos titulares',
        emailHint: 'Para onde os clientes escrevem para exercer os seus direitos.',
        address: 'Endereço',
      },
    },
  },
  list: {
    moveUp: (item: string) => `Mover ${item} para cima`,
    moveDown: (item: string) => `Mover ${item} para baixo`,
    remove: (item: string) => `Remover ${item}`,
    full: (max: number) => `No máximo ${max} itens.`,
  },
  image: {
    none: 'Nenhuma imagem escolhida.',
    upload: 'Enviar imagem',
    uploadOther: 'Enviar outra',
    formats: 'JPEG, PNG, WebP, AVIF ou GIF, até 10 MB.',
    pick: 'Escolher entre as enviadas',
    pickLegend: (field: string) => `Imagens já enviadas para ${field}`,
    pickOption: (position: number, isoDate: string) =>
      `Imagem ${position}, enviada em ${when(isoDate)}`,
    noneUploaded: 'Nenhuma imagem enviada ainda.',
    closePicker: 'Fechar a lista',
    remove: 'Remover imagem',
    alt: 'Texto alternativo',
    altHint:
      'Descreva a imagem para quem não a vê. Por exemplo: Helena Duarte sorrindo, no escritório.',
    interrupted: 'O envio foi interrompido. Verifique a sua conexão e tente de novo.',
  },
  preview: {
    heading: 'Prévia',
    lead: 'Como o site fica com as alterações, antes de publicar.',
    page: 'Página da prévia',
    pages: { home: 'Início', terms: 'Termos de Uso', privacy: 'Privacidade' },
    width: 'Largura da prévia',
    widths: { phone: 'Celular', desktop: 'Computador' },
    frameTitle: (page: string) => `Prévia: ${page}`,
    viewing: (version: number) => `Você está vendo a versão ${version}, publicada antes.`,
    backToDraft: 'Voltar ao rascunho',
  },
  versions: {
    heading: 'Versões',
    lead: 'Cada publicação vira uma versão. Veja qualquer uma na prévia e, se quiser, publique-a de novo.',
    loading: 'Carregando as versões...',
    loadFailed: 'Não foi possível carregar as versões.',
    listLabel: 'Versões publicadas',
    empty: 'Nenhuma versão publicada ainda: o site mostra o conteúdo inicial.',
    name: (version: number) => `Versão ${version}`,
    live: 'No ar',
    by: (email: string | null) => (email ? `por ${email}` : 'pela operação do site'),
    restoredFrom: (version: number) => `Restauração da versão ${version}`,
    publishedAt: when,
    view: 'Ver na prévia',
    restore: 'Restaurar esta versão',
    /** Read after each button by screen readers, which hear the buttons alone. */
    which: (version: number) => ` (versão ${version})`,
    confirmRestore: (version: number, unsaved: boolean) => ({
      title: `Restaurar a versão ${version}?`,
      text: unsaved
        ? 'Ela volta ao ar como uma nova versão, e as suas alterações não publicadas são descartadas.'
        : 'Ela volta ao ar como uma nova versão. A versão atual continua na lista.',
      confirm: 'Restaurar esta versão',
      busy: 'Restaurando...',
      keep: 'Cancelar',
    }),
  },
  photos: {
    heading: 'Fotos enviadas',
    lead: 'Uma foto que não está no site nem no rascunho pode ser excluída: os seus arquivos deixam de existir no servidor. Para excluir uma foto que está no ar, publique antes uma versão sem ela.',
    listLabel: 'Fotos enviadas',
    empty: 'Nenhuma foto enviada ainda.',
    name: (position: number) => `Foto ${position}`,
    uploadedAt: (isoDate: string) => `Enviada em ${when(isoDate)}`,
    live: 'No site',
    draft: 'No rascunho',
    delete: 'Excluir',
    /** Read after each button by screen readers, which hear the buttons alone. */
    which: (position: number) => ` (foto ${position})`,
    confirmDelete: {
      title: 'Excluir esta foto?',
      text: 'Os arquivos da foto são apagados e o seu endereço deixa de funcionar. Versões antigas que a mostravam não poderão mais ser restauradas como eram.',
      confirm: 'Excluir definitivamente',
      busy: 'Excluindo...',
      keep: 'Manter a foto',
    },
  },
  conflict: {
    title: 'Outra pessoa publicou enquanto você editava',
    text: 'O site já mostra uma versão mais nova. Recarregue para editar a partir dela; as suas alterações não publicadas serão descartadas.',
    reload: 'Recarregar a versão publicada',
    reloading: 'Recarregando...',
  },
  leave: {
    title: 'Sair antes de salvar o rascunho?',
    text: 'As últimas alterações ainda não foram salvas no rascunho da equipe e serão perdidas.',
    confirm: 'Sair e descartar',
    busy: 'Saindo...',
    keep: 'Continuar editando',
  },
  toasts: {
    invalid: {
      title: 'Revise o conteúdo',
      description: 'Corrija os campos destacados e publique de novo.',
    },
    published: (version: number) => ({
      title: 'Conteúdo publicado.',
      description: `A versão ${version} já está no site.`,
    }),
    restored: (version: number, from: number) => ({
      title: 'Versão restaurada.',
      description: `A versão ${from} voltou ao ar como versão ${version}.`,
    }),
    reloaded: {
      title: 'Conteúdo recarregado.',
      description: 'Você está editando a versão que está no site.',
    },
    discarded: {
      title: 'Rascunho descartado.',
      description: 'Você está editando a versão que está no site.',
    },
    discardFailedTitle: 'Não foi possível descartar o rascunho',
    publishFailedTitle: 'Não foi possível publicar',
    restoreFailedTitle: 'Não foi possível restaurar a versão',
    viewFailedTitle: 'Não foi possível abrir a versão',
    reloadFailedTitle: 'Não foi possível recarregar o conteúdo',
    uploadFailedTitle: 'Não foi possível enviar a imagem',
    uploaded: {
      title: 'Imagem enviada.',
      description: 'Ela aparece no site quando você publicar.',
    },
    photoDeleted: {
      title: 'Foto excluída.',
      description: 'Os seus arquivos foram apagados do servidor.',
    },
    photoDeleteFailedTitle: 'Não foi possível excluir a foto',
  },
} as const;
