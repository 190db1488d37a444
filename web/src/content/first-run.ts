import { siteContent } from './site.ts';

const newLink = 'Peça um novo link a quem instalou o site: npm run users -- setup-link.';

/** Every text of `/admin/primeiro-acesso`: the team's first account, from the start's link. */
export const firstRunContent = {
  documentTitle: `Primeiro acesso — ${siteContent.brandName}`,
  checking: 'Conferindo o link de primeiro acesso...',
  account: {
    title: 'Primeiro acesso',
    lead: 'Crie a primeira conta da equipe. Ela entra no console e, depois, convida o restante do time.',
    labels: { name: 'Nome', email: 'Email', password: 'Senha' },
    passwordHint: (min: number, max: number) => `De ${min} a ${max} caracteres.`,
    submit: 'Criar conta',
    submitting: 'Criando...',
    failedTitle: 'Conta não criada',
    invalid: {
      title: 'Confira os campos',
      description: 'Corrija o que está indicado no formulário.',
    },
  },
  factor: {
    title: 'Verificação em duas etapas',
    lead: 'O console da equipe pede, além da senha, um código do aplicativo autenticador no seu celular. Configure-o agora.',
    preparing: 'Preparando a configuração...',
    failedTitle: 'Não foi possível começar a configuração',
    retry: 'Tentar de novo',
  },
  codes: {
    title: 'Códigos de recuperação',
    lead: 'Guarde estes códigos num lugar seguro: cada um entra uma vez no lugar do código do aplicativo, se você perder o celular. Eles não serão mostrados de novo.',
    loading: 'Gerando os códigos...',
    failedTitle: 'Não foi possível gerar os códigos',
    retry: 'Tentar de novo',
    toConsole: 'Ir para o console',
  },
  refused: {
    title: 'Link de primeiro acesso',
    missing: `Este endereço não traz o link inteiro. Abra o link exatamente como foi impresso, ou ${newLink.charAt(0).toLowerCase()}${newLink.slice(1)}`,
    invalid: `Este link de primeiro acesso não é válido. ${newLink}`,
    used: `Este link de primeiro acesso já foi usado. ${newLink}`,
    expired: `Este link de primeiro acesso expirou: ele vale 24 horas. ${newLink}`,
    closed:
      'A equipe já tem uma conta: o primeiro acesso está encerrado. Entre com o seu email e a sua senha.',
    signIn: 'Ir para a entrada',
    failed: 'Não foi possível conferir o link agora. Verifique a conexão e recarregue a página.',
  },
} as const;
