const keep = 'Cancelar';
const addedOn = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' });

/** Every text of the passkeys' section of `/dashboard/seguranca` (add, name, remove). */
export const passkeysContent = {
  section: {
    heading: 'Chaves de acesso',
    lead: 'Entre sem digitar a senha: com a digital, o rosto ou o PIN do celular ou do computador. A chave fica no seu aparelho; nós guardamos só a parte pública.',
    unsupported:
      'Este navegador não oferece chaves de acesso. Use um navegador atualizado no celular ou no computador.',
    loading: 'Carregando as chaves de acesso...',
    loadFailed: 'Não foi possível carregar as chaves de acesso.',
    listLabel: 'Suas chaves de acesso',
    empty: 'Nenhuma chave de acesso cadastrada.',
    unnamed: 'Chave de acesso sem nome',
    addedOn: (isoDate: string) => `Adicionada em ${addedOn.format(new Date(isoDate))}`,
    lastUsed: (isoDate: string) => `Último uso em ${addedOn.format(new Date(isoDate))}`,
    add: 'Adicionar chave de acesso',
    adding: 'Aguardando o aparelho...',
    name: {
      label: 'Nome da chave de acesso',
      hint: 'Para reconhecê-la depois, por exemplo “Celular” ou “Notebook do escritório”.',
      save: 'Salvar nome',
      saving: 'Salvando...',
      rename: 'Renomear',
      cancel: keep,
      missing: 'Digite um nome para a chave de acesso.',
    },
    remove: 'Remover',
    confirm: {
      title: 'Remover esta chave de acesso?',
      text: 'Ela deixa de servir para entrar na sua conta. A senha continua valendo.',
      confirm: 'Remover',
      busy: 'Removendo...',
      keep,
    },
    toasts: {
      added: {
        title: 'Chave de acesso adicionada.',
        description: 'Dê um nome a ela para reconhecê-la depois.',
      },
      named: { title: 'Nome salvo.', description: 'A chave de acesso foi renomeada.' },
      removed: {
        title: 'Chave de acesso removida.',
        description: 'Ela não serve mais para entrar na sua conta.',
      },
      addFailedTitle: 'Não foi possível adicionar a chave de acesso',
      nameFailedTitle: 'Não foi possível salvar o nome',
      removeFailedTitle: 'Não foi possível remover a chave de acesso',
    },
    errors: {
      cancelled: 'O aparelho não criou a chave de acesso. Tente de novo quando quiser.',
      alreadyAdded: 'Esta chave de acesso já está na sua conta.',
      tooMany:
        'A sua conta já tem o máximo de 10 chaves de acesso. Remova uma para adicionar outra.',
      needsCode:
        'Para adicionar uma chave de acesso, a sessão precisa ter passado pelo código do aplicativo. Saia, entre de novo com a senha e o código, e tente outra vez.',
    },
  },
} as const;
