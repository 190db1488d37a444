import type { Config } from '../config.ts';

/**
 * The line beside the links a command prints that says what they are built on: SITE_URL, or the
 * port the server listens on, read as the server reads it (the environment, then `.env`).
 */
export function linkOriginLine({
  siteUrl,
  siteUrlFrom,
  port,
}: Pick<Config, 'siteUrl' | 'siteUrlFrom' | 'port'>) {
  switch (siteUrlFrom) {
    case 'SITE_URL':
      return `Links use SITE_URL (${siteUrl}).`;
    case 'PORT':
      return `Links use PORT ${port}, as the server does: SITE_URL is not set.`;
    case 'default port':
      return `Links use the server's default port ${port}: neither SITE_URL nor PORT is set.`;
  }
}
