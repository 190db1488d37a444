import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.ts';
import { openPage } from './support/browser.ts';
import { codeField, codeFor, expectAccessible } from './support/second-factor.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

// The console asks the team for the second factor, as in production.
const running = runSiteAndBrowser({ STAFF_REQUIRE_MFA: 'true' });

/** What `npm run users -- setup-link` prints for the running site: its one-time link. */
async function printedLink() {
  const { stdout } = await runCli(['users', 'setup-link'], {
    env: { DATA_DIR: running.site.dataDir, SITE_URL: running.site.url },
  });
  const link = /^http\S+\/admin\/primeiro-acesso#\S+$/m.exec(stdout)?.[0];
  expect(link).toBeDefined();
  return link!;
}

describe('the first run in the browser', () => {
  it('goes from the printed link to the console at aal2, on a phone', async () => {
    const link = await printedLink();
    const { page, consoleErrors } = await openPage(running.browser, running.site.url, {
      width: 390,
      height: 844,
    });
    await page.goto(link);
    await page.getByRole('button', { name: 'Criar conta' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Nome').fill('Maria Legado');
    await page.getByLabel('Email').fill('dona@example.com');
    await page.getByLabel('Senha').fill('Legado#2025');
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await page.getByRole('img', { name: /QR code/ }).waitFor();
    await expectAccessible(page);
    const secret = (await page.locator('code').textContent())!.replaceAll(' ', '');
    await codeField(page).fill(codeFor(secret));
    await page.getByRole('button', { name: 'Confirmar e ativar' }).click();

    await page.getByRole('list', { name: 'Códigos de recuperação' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Ir para o console' }).click();
    // The clients' list loads only at aal2 while STAFF_REQUIRE_MFA is on.
    await page.waitForURL(`${running.site.url}/admin/clientes`);
    await page.getByText('Nenhum cliente encontrado.').waitFor();
    expect(consoleErrors).toEqual([]);

    // The link is spent, and the first run is over.
    await page.goto(link);
    await page.getByText(/A equipe já tem uma conta/).waitFor();
    await expectAccessible(page);
  });

  it('says why a link no longer opens the page, at desktop width', async () => {
    const { page } = await openPage(running.browser, running.site.url);
    await page.goto(`${running.site.url}/admin/primeiro-acesso#nao-e-o-link`);
    await page.getByRole('heading', { name: 'Link de primeiro acesso' }).waitFor();
    await expectAccessible(page);
  });
});
