/** The error codes of `/api/v1` (docs/portal.md): the auth API's where they mean the same. */
type ApiErrorCode =
  | 'validation_failed'
  | 'bad_json'
  | 'no_authorization'
  | 'session_not_found'
  | 'forbidden'
  | 'mfa_required'
  | 'wrong_password'
  | 'weak_password'
  | 'same_password'
  | 'slot_taken'
  | 'slot_unavailable'
  | 'booking_limit'
  | 'booking_closed'
  | 'booking_changed'
  | 'booking_change_limit'
  | 'intake_required'
  | 'booking_not_begun'
  | 'booking_cancelled'
  | 'change_window_closed'
  | 'not_found'
  | 'email_exists'
  | 'invitation_accepted'
  | 'client_disabled'
  | 'over_email_send_rate_limit'
  | 'email_send_failed'
  | 'link_expired'
  | 'range_not_satisfiable'
  | 'request_entity_too_large'
  | 'unsupported_media_type'
  | 'over_request_rate_limit'
  | 'content_changed'
  | 'image_unknown'
  | 'image_in_use'
  | 'render_failed'
  | 'render_too_slow'
  | 'setup_link_invalid'
  | 'setup_link_used'
  | 'setup_link_expired'
  | 'setup_closed'
  | 'service_unavailable'
  | 'calendar_unavailable'
  | 'not_message_author'
  | 'edit_window_closed'
  | 'message_deleted'
  | 'plan_exists'
  | 'evidence_required'
  | 'evidence_not_found'
  | 'plan_item_unknown'
  | 'template_limit'
  | 'unexpected_failure';

/** An answer of `/api/v1` other than success: `{ code, message, field? }`, message in pt-BR. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 104857600 → "100 MB" (binary megabytes, as file managers count them). */
function megabytes(bytes: number) {
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(bytes / 1024 ** 2)} MB`;
}

export const apiErrors = {
  validation: (message: string, field?: string) =>
    new ApiError(400, 'validation_failed', message, field),
  badJson: () => new ApiError(400, 'bad_json', 'O corpo da requisição não é um JSON válido.'),
  forbiddenKey: (key: string) =>
    new ApiError(400, 'validation_failed', `Chave não permitida no corpo: ${key}.`),
  noAuthorization: () =>
    new ApiError(401, 'no_authorization', 'Entre na sua conta para continuar.'),
  sessionEnded: () =>
    new ApiError(401, 'session_not_found', 'Sua sessão terminou. Entre novamente para continuar.'),
  forbidden: () => new ApiError(403, 'forbidden', 'Esta ação é restrita à equipe.'),
  codeRequired: () =>
    new ApiError(
      403,
      'mfa_required',
      'Entre com o código da verificação em duas etapas para continuar.',
    ),
  secondFactorRequired: () =>
    new ApiError(
      403,
      'mfa_required',
      'O console da equipe pede a verificação em duas etapas: ative-a em Segurança e entre com o código.',
    ),
  recoveryCodesNeedSecondFactor: () =>
    new ApiError(
      403,
      'mfa_required',
      'Os códigos de recuperação pedem a verificação em duas etapas: ative-a em Segurança e entre com o código.',
    ),
  wrongPassword: (field: string) =>
    new ApiError(403, 'wrong_password', 'Senha atual incorreta.', field),
  weakPassword: (message: string, field: string) =>
    new ApiError(422, 'weak_password', message, field),
  samePassword: (field: string) =>
    new ApiError(422, 'same_password', 'A nova senha deve ser diferente da atual.', field),
  notFound: () => new ApiError(404, 'not_found', 'Não encontrado.'),
  bodyTooLarge: () =>
    new ApiError(413, 'request_entity_too_large', 'O corpo da requisição passa de 64 KB.'),
  unsupportedMediaType: () =>
    new ApiError(415, 'unsupported_media_type', 'Envie o corpo como application/json.'),
  overRequestRateLimit: (retryAfterSeconds: number) =>
    new ApiError(
      429,
      'over_request_rate_limit',
      'Muitas requisições. Tente de novo em instantes.',
      undefined,
      { 'retry-after': String(retryAfterSeconds) },
    ),
  serviceUnavailable: () =>
    new ApiError(
      503,
      'service_unavailable',
      'Serviço indisponível no momento. Tente de novo em instantes.',
      undefined,
      { 'retry-after': '1' },
    ),
  /** A host's CalDAV calendar that could not be connected: the reason, on the field to fix. */
  calendarUnavailable: (message: string, field: string) =>
    new ApiError(422, 'calendar_unavailable', message, field),
  slotTaken: () =>
    new ApiError(409, 'slot_taken', 'Este horário acabou de ser reservado. Escolha outro.'),
  slotUnavailable: () =>
    new ApiError(
      422,
      'slot_unavailable',
      'Este horário não está disponível: fora do expediente, da antecedência mínima ou do prazo de agendamento.',
    ),
  bookingLimit: (limit: number) =>
    new ApiError(
      422,
      'booking_limit',
      `Você já tem ${limit} ${limit === 1 ? 'conversa agendada' : 'conversas agendadas'}, o máximo por vez. Remarque ou cancele uma para agendar outra.`,
    ),
  bookingClosed: () =>
    new ApiError(422, 'booking_closed', 'Esta conversa já foi cancelada ou já começou.'),
  bookingChanged: () =>
    new ApiError(
      409,
      'booking_changed',
      'Esta conversa acabou de ser alterada em outra janela ou pela equipe. Confira a agenda atualizada antes de tentar de novo.',
    ),
  bookingChangeLimit: (limit: number, retryAfterSeconds: number) => {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return new ApiError(
      429,
      'booking_change_limit',
      `Você já marcou ou remarcou conversas ${limit} ${limit === 1 ? 'vez' : 'vezes'} na última hora, o máximo por hora. Tente de novo em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
      undefined,
      { 'retry-after': String(retryAfterSeconds) },
    );
  },
  intakeRequired: () =>
    new ApiError(
      422,
      'intake_required',
      'Antes da primeira conversa, responda ao questionário da equipe em “Antes da primeira conversa”.',
    ),
  bookingNotBegun: () =>
    new ApiError(
      422,
      'booking_not_begun',
      'Esta conversa ainda não começou: a presença e o resumo para o cliente ficam para depois do horário marcado.',
    ),
  bookingCancelled: () =>
    new ApiError(
      422,
      'booking_cancelled',
      'Esta conversa foi cancelada: não há presença nem resumo a registrar.',
    ),
  changeWindowClosed: (hours: number, contact: { url: string | null; email: string | null }) => {
    const ways = [contact.url, contact.email].filter(Boolean).join(' ou ');
    return new ApiError(
      422,
      'change_window_closed',
      `Faltam menos de ${hours} ${hours === 1 ? 'hora' : 'horas'} para esta conversa: a partir daí, só a equipe pode remarcar ou cancelar. Fale com a equipe${ways ? `: ${ways}` : ''}.`,
    );
  },
  fileMissing: () =>
    new ApiError(400, 'validation_failed', 'Escolha um arquivo para enviar.', 'file'),
  fileEmpty: () => new ApiError(400, 'validation_failed', 'O arquivo está vazio.', 'file'),
  fileTooLarge: (maxBytes: number) =>
    new ApiError(
      413,
      'request_entity_too_large',
      `O arquivo passa do limite de ${megabytes(maxBytes)}.`,
      'file',
      // Said before the body is read: the connection closes instead of swallowing the rest.
      { connection: 'close' },
    ),
  fileTypeNotAccepted: () =>
    new ApiError(
      415,
      'unsupported_media_type',
      'Tipo de arquivo não aceito. Envie PDF, vídeo (MP4, WebM, MOV), áudio (MP3, M4A, OGG, WAV) ou imagem (JPG, PNG, WebP, GIF, AVIF).',
      'file',
    ),
  contentChanged: () =>
    new ApiError(
      409,
      'content_changed',
      'Outra pessoa da equipe publicou uma versão enquanto você editava. Recarregue para ver a versão atual antes de publicar.',
    ),
  imageUnknown: (field: string) =>
    new ApiError(422, 'image_unknown', 'Esta foto não foi encontrada. Envie-a de novo.', field),
  imageInUse: (field: string) =>
    new ApiError(
      409,
      'image_in_use',
      'Esta foto está no site agora. Publique uma versão sem ela antes de excluí-la.',
      field,
    ),
  renderFailed: () =>
    new ApiError(
      422,
      'render_failed',
      'Não foi possível montar as páginas com este conteúdo. Nada foi publicado; a versão atual continua no ar.',
    ),
  renderTooSlow: (field?: string) =>
    new ApiError(
      422,
      'render_too_slow',
      field
        ? 'Este texto demora demais para virar página. Divida-o em menos listas, citações e marcas de ênfase. Nada foi publicado; a versão atual continua no ar.'
        : 'As páginas demoraram demais para ser montadas com este conteúdo. Nada foi publicado; a versão atual continua no ar.',
      field,
    ),
  siteNotBuilt: () =>
    new ApiError(
      503,
      'service_unavailable',
      'O site ainda não foi compilado neste servidor (npm run build).',
    ),
  imageTooLarge: (maxBytes: number) =>
    new ApiError(
      413,
      'request_entity_too_large',
      `A foto passa do limite de ${megabytes(maxBytes)}.`,
      'file',
      { connection: 'close' },
    ),
  imageNotAccepted: () =>
    new ApiError(
      415,
      'unsupported_media_type',
      'Este arquivo não é uma foto que o site aceite. Envie JPEG, PNG, WebP, AVIF ou GIF de até 40 megapixels.',
      'file',
    ),
  imageTooTall: (maxSide: number, maxRatio: number) =>
    new ApiError(
      415,
      'unsupported_media_type',
      `Esta foto é alta e estreita demais para o site. Recorte-a para que a altura não passe de ${maxRatio} vezes a largura nem de ${maxSide.toLocaleString('pt-BR')} pixels e envie de novo.`,
      'file',
    ),
  fileTypeDisguised: () =>
    new ApiError(
      415,
      'unsupported_media_type',
      'O conteúdo do arquivo não corresponde à extensão do nome. Confira o arquivo e envie de novo.',
      'file',
    ),
  pdfDamaged: () =>
    new ApiError(
      415,
      'unsupported_media_type',
      'Este PDF está incompleto ou danificado. Gere o arquivo de novo (Salvar como PDF) e envie outra vez.',
      'file',
    ),
  uploadShape: () =>
    new ApiError(
      400,
      'validation_failed',
      'Envie um formulário multipart com um arquivo no campo "file" e, se quiser, title, description e published.',
    ),
  linkExpired: () =>
    new ApiError(
      401,
      'link_expired',
      'Este link expirou ou não vale mais. Abra o material de novo pela área do cliente.',
    ),
  rangeNotSatisfiable: (size: number) =>
    new ApiError(
      416,
      'range_not_satisfiable',
      'O intervalo pedido está fora do arquivo.',
      undefined,
      { 'content-range': `bytes */${size}` },
    ),
  accountExists: () =>
    new ApiError(
      409,
      'email_exists',
      'Este email já tem uma conta. Se o convite não chegou, reenvie-o pela ficha do cliente.',
      'email',
    ),
  setupLinkInvalid: () =>
    new ApiError(
      403,
      'setup_link_invalid',
      'Este link de primeiro acesso não é válido: copie-o inteiro ou peça um novo com npm run users -- setup-link.',
    ),
  setupLinkUsed: () =>
    new ApiError(
      410,
      'setup_link_used',
      'Este link de primeiro acesso já foi usado. Peça um novo com npm run users -- setup-link.',
    ),
  setupLinkExpired: () =>
    new ApiError(
      410,
      'setup_link_expired',
      'Este link de primeiro acesso expirou: ele vale 24 horas. Peça um novo com npm run users -- setup-link.',
    ),
  setupClosed: () =>
    new ApiError(
      409,
      'setup_closed',
      'A equipe já tem uma conta: o primeiro acesso está encerrado. Entre pelo console.',
    ),
  setupEmailExists: () =>
    new ApiError(409, 'email_exists', 'Este email já tem uma conta. Use outro.', 'email'),
  invitationAccepted: () =>
    new ApiError(
      422,
      'invitation_accepted',
      'Este cliente já aceitou o convite e entra com a própria senha; não há convite a reenviar.',
    ),
  clientDisabled: () =>
    new ApiError(
      422,
      'client_disabled',
      'Esta conta está desativada. Reative-a antes de reenviar o convite.',
    ),
  emailCooldown: (retryAfterSeconds: number) =>
    new ApiError(
      429,
      'over_email_send_rate_limit',
      `Um email foi enviado a este endereço há pouco. Tente de novo em ${retryAfterSeconds} s.`,
      undefined,
      { 'retry-after': String(retryAfterSeconds) },
    ),
  emailNotSent: () =>
    new ApiError(
      500,
      'email_send_failed',
      'O servidor de email não aceitou a mensagem. Tente de novo em instantes.',
    ),
  unexpected: () => new ApiError(500, 'unexpected_failure', 'Erro inesperado.'),

  // Messages (docs/portal.md, "Messages").
  messageEmpty: () =>
    new ApiError(400, 'validation_failed', 'Escreva uma mensagem ou anexe um arquivo.', 'body'),
  messageFormShape: () =>
    new ApiError(
      400,
      'validation_failed',
      'Envie um formulário multipart com o texto no campo "body" e, se quiser, um arquivo no campo "file".',
    ),
  notMessageAuthor: () =>
    new ApiError(
      403,
      'not_message_author',
      'Só quem escreveu a mensagem pode alterá-la ou apagá-la.',
    ),
  editWindowClosed: (minutes: number) =>
    new ApiError(
      422,
      'edit_window_closed',
      `Uma mensagem só pode ser editada nos primeiros ${minutes} minutos depois do envio.`,
    ),
  messageDeleted: () => new ApiError(422, 'message_deleted', 'Esta mensagem foi apagada.'),

  // The legacy plan (docs/portal.md, "The legacy plan").
  planExists: () =>
    new ApiError(
      409,
      'plan_exists',
      'Este cliente já tem um plano. Altere-o, ou encerre-o antes de começar outro.',
    ),
  evidenceRequired: (field?: string) =>
    new ApiError(
      422,
      'evidence_required',
      'Anexe o que comprova este marco para concluí-lo.',
      field,
    ),
  evidenceNotFound: (field?: string) =>
    new ApiError(
      422,
      'evidence_not_found',
      'Não encontramos esta comprovação entre as conversas, os materiais, as mensagens e os arquivos do cliente.',
      field,
    ),
  evidenceLimit: (limit: number, field?: string) =>
    new ApiError(422, 'validation_failed', `Use no máximo ${limit} comprovações por marco.`, field),
  planItemUnknown: (field?: string) =>
    new ApiError(
      422,
      'plan_item_unknown',
      'Esta etapa ou este marco não é deste plano. Recarregue o plano e tente de novo.',
      field,
    ),
  planHostNotMember: () =>
    new ApiError(400, 'validation_failed', 'Escolha quem da equipe conduz o plano.', 'host_id'),
  templateLimit: (limit: number) =>
    new ApiError(
      422,
      'template_limit',
      `A equipe já tem ${limit} modelos de plano. Apague um que não use mais antes de criar outro.`,
    ),
  planFileFormShape: () =>
    new ApiError(
      400,
      'validation_failed',
      'Envie um formulário multipart com um arquivo no campo "file".',
    ),
};
