const whatsAppHosts = new Set(['wa.me', 'api.whatsapp.com', 'web.whatsapp.com']);

/**
 * The contact link of one button: a WhatsApp link opens with the button's message already typed
 * (`?text=`); any other link is left as the team wrote it.
 */
export function contactLink(url: string, message: string): string {
  if (!message) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!whatsAppHosts.has(parsed.hostname.replace(/^www\./, ''))) return url;
  parsed.searchParams.set('text', message);
  return parsed.toString();
}
