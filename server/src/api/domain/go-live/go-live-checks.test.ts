import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { configChecks, isExampleAddress } from './go-live-checks.ts';

const checksOf = (environment: Record<string, string>) =>
  configChecks(loadConfig({ NODE_ENV: 'test', ...environment }));

describe("the go-live checklist's configuration items", () => {
  it('sees mail still going to the outbox until SMTP_URL is set', () => {
    expect(checksOf({}).mail).toBe(false);
    expect(checksOf({ SMTP_URL: 'smtps://envio:segredo@smtp.legado.com.br' }).mail).toBe(true);
  });

  it.each([
    [undefined, false],
    ['http://localhost:8080', false],
    ['https://localhost', false],
    ['http://127.0.0.1:3000', false],
    ['http://legado.com.br', false],
    ['https://legado.com.br', true],
  ])('takes SITE_URL %s as done: %s', (siteUrl, done) => {
    expect(checksOf(siteUrl ? { SITE_URL: siteUrl } : {}).site_url).toBe(done);
  });

  it('takes an address on a reserved domain for an example', () => {
    expect(isExampleAddress('privacidade@example.com')).toBe(true);
    expect(isExampleAddress('dpo@legado.example')).toBe(true);
    expect(isExampleAddress('nao-responda@localhost')).toBe(true);
    expect(isExampleAddress('dpo@legado.com.br')).toBe(false);
    expect(isExampleAddress('dpo@example.com.br')).toBe(false);
  });
});
