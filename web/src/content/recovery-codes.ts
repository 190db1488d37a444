import { siteContent } from './site.ts';

const madeOn = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' });

/**
 * Every text of the second factor's recovery codes: the codes shown once, their part of
 * Segurança, and the code typed in place of the app's at the challenge.
 */
export const recoveryCodesContent = {
  shown: {
    heading: 'Seus códigos de recuperação',
    lead: 'Guarde estes 10 códigos num lugar seguro, fora do celular. Se perder o acesso ao aplicativo autenticador, cada um deles vale uma vez no lugar do código de 6 dígitos. Eles não serão mostrados de novo.',
    listLabel: 'Códigos de recuperação',
    copy: 'Copiar',
    download: 'Baixar',
    fileName: 'codigos-de-recuperacao-legacy.txt',
    fileHeading: `Códigos de recuperação — ${siteContent.brandName}`,
    fileNote: 'Cada código vale uma vez, no lugar do código do aplicativo autenticador.',
    copied: { title: 'Códigos copiados.', description: 'Cole-os num lugar seguro.' },
    copyFailed: {
      title: 'Não foi possível copiar',
      description: 'Selecione os códigos e copie-os, ou use “Baixar”.',
    },
  },
  section: {
    heading: 'Códigos de recuperação',
    remaining: (count: number, createdAt: string) =>
      `${count} de 10 ${count === 1 ? 'código disponível' : 'códigos disponíveis'}, gerados em ${madeOn.format(new Date(createdAt))}.`,
    none: 'Você ainda não tem códigos de recuperação.',
    loading: 'Verificando os códigos de recuperação...',
    loadFailed: 'Não foi possível ler os códigos de recuperação.',
    generate: 'Gerar novos códigos',
    generating: 'Gerando...',
    confirm: {
      title: 'Gerar novos códigos de recuperação?',
      text: 'Os códigos que você tem hoje deixam de valer, inclusive os que ainda não usou.',
      confirm: 'Gerar novos códigos',
      busy: 'Gerando...',
      keep: 'Cancelar',
    },
    failedTitle: 'Não foi possível gerar os códigos',
    done: 'Já guardei os códigos',
  },
  challenge: {
    useRecoveryCode: 'Usar um código de recuperação',
    useApp: 'Usar o código do aplicativo',
    label: 'Código de recuperação',
    hint: 'Um dos códigos que você guardou ao ativar a verificação (formato xxxx-xxxx). Cada um vale uma vez.',
    missing: 'Digite o código de recuperação, no formato xxxx-xxxx.',
  },
} as const;
