// TEMPORARY STUB
const t =
  (subject: string) =>
  ({ link }: { link: string }) => ({
    subject,
    text: `Link: ${link}\n`,
    html: `<a href="${link}">x</a>`,
  });
export const recoveryEmail = t('Redefina sua senha');
export const inviteEmail = t('Convite');
export const signupConfirmationEmail = t('Confirme');
