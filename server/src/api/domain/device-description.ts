import Bowser from 'bowser';

/** "Chrome no Windows", for a list of sessions; what the user agent does not say is left out. */
export function describeDevice(userAgent: string | null) {
  if (!userAgent) return 'Dispositivo desconhecido';
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name && os.name) return `${browser.name} no ${os.name}`;
  // Bowser names an unknown browser '' rather than leaving the name out.
  return browser.name || os.name || 'Dispositivo desconhecido';
}
