/** The recovery codes' list, wherever it is shown. */
export const recoveryCodesContent = {
  listLabel: 'Códigos de recuperação',
  copy: 'Copiar',
  download: 'Baixar',
  fileName: 'codigos-de-recuperacao-legacy.txt',
  copied: { title: 'Códigos copiados.', description: 'Cole-os num lugar seguro.' },
  copyFailed: {
    title: 'Não foi possível copiar',
    description: 'Baixe os códigos ou selecione-os e copie-os.',
  },
} as const;
