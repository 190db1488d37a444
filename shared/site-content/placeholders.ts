/**
 * What the built site says until the team writes its own: the contact link and the LGPD
 * controller's address. The go-live checklist reports either as still to do while it is served.
 */
export const placeholderContactUrl = 'https://wa.me/5511999999999';
export const placeholderControllerEmail = 'privacidade@example.com';
