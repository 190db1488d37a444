/**
 * Where recovery and invitation links land: the sign-in screen's reset mode, which turns the
 * link's token into the new-password form. The server's e-mails and the browser's recovery
 * requests both point here.
 */
export const passwordSetupPath = '/auth?mode=reset';
