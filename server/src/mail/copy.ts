const linkValidity = (duration: string) =>
  `Por segurança, o link vale por ${duration} e pode ser usado uma única vez.`;

/** The pt-BR words of every e-mail; the layout lives in templates.ts. */
export const mailCopy = {
  brand: 'Legacy',
  tagline: 'do ego ao legado',
  signature: 'Equipe Legacy',
  footer: 'Você recebeu este email porque seu endereço está cadastrado na área do cliente Legacy.',
  buttonFallback: 'Se o botão não funcionar, copie e cole este endereço no navegador:',
  recovery: {
    subject: 'Redefina sua senha — Legacy',
    heading: 'Redefinição de senha',
    intro:
      'Recebemos um pedido para redefinir a senha da sua conta na área do cliente. Para escolher uma nova senha, use o botão abaixo.',
    action: 'Definir nova senha',
    validity: linkValidity,
    ignore: 'Se você não fez este pedido, ignore este email: sua senha atual continua válida.',
  },
  invite: {
    subject: 'Seu acesso à área do cliente — Legacy',
    heading: 'Boas-vindas à área do cliente',
    intro:
      'Sua conta na área do cliente Legacy foi criada. Para começar, escolha sua senha de acesso pelo botão abaixo.',
    action: 'Criar minha senha',
    validity: (duration: string) =>
      `O convite vale por ${duration} e o link pode ser usado uma única vez. Se ele expirar, peça à equipe que envie um novo.`,
    ignore: 'Se você não esperava este convite, ignore este email.',
  },
  signup: {
    subject: 'Confirme seu email — Legacy',
    heading: 'Confirme seu endereço de email',
    intro:
      'Para concluir seu cadastro na área do cliente Legacy, confirme seu email pelo botão abaixo.',
    action: 'Confirmar email',
    validity: linkValidity,
    ignore: 'Se você não fez este cadastro, ignore este email.',
  },
  accountDeleted: {
    subject: 'Sua conta foi excluída — Legacy',
    heading: 'Conta excluída',
    intro:
      'Conforme o seu pedido, excluímos a sua conta na área do cliente Legacy e os dados pessoais guardados nela: perfil, sessões e registros de acesso.',
    note: 'Se você não fez este pedido, fale com a equipe o quanto antes.',
  },
} as const;

/** "7 dias", "1 hora", "30 minutos", "2 horas e 30 minutos". */
export function durationText(seconds: number) {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.round((seconds % 3600) / 60);
  const parts = [
    ...(days > 0 ? [`${days} ${days === 1 ? 'dia' : 'dias'}`] : []),
    ...(hours > 0 ? [`${hours} ${hours === 1 ? 'hora' : 'horas'}`] : []),
    ...(minutes > 0 || (days === 0 && hours === 0)
      ? [`${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`]
      : []),
  ];
  return parts.join(' e ');
}
