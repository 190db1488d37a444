import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { createClientAccount } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { clientNav, signIn } from './support/client-area.ts';
import { consoleNav, sidewaysOverflow, signInNewStaff } from './support/console.ts';
import { sampleFiles } from './support/materials.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
const thread = (page: Page) => page.getByRole('list', { name: 'Mensagens da conversa' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Sua mensagem' });

/** Writes in the thread's box and sends with Ctrl+Enter; waits until it shows as sent. */
async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Control+Enter');
  await thread(page).getByText(text).waitFor();
}

async function expectFitsAndAccessible(page: Page) {
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await accessibilityViolations(page)).toEqual([]);
}

describe('messages between a client and the team', () => {
  it('carry text and a PDF each way, each side seeing the other’s without reloading', async () => {
    const { pdf } = await sampleFiles(running.browser);
    const account = await createClientAccount(running.site);
    const client = await openPage(running.browser, running.site.url, phone);
    const team = await openPage(running.browser, running.site.url, desktop);
    await signIn(client.page, running.site.url, account);

    // The client writes first, from the menu's "Mensagens", on a phone.
    await clientNav(client.page).getByRole('link', { name: 'Mensagens' }).click();
    await composer(client.page).waitFor();
    expect(await client.page.title()).toBe('Mensagens — Legacy');
    await send(client.page, 'Olá, equipe! O plano está em https://exemplo.com/plano.');
    expect(
      await thread(client.page)
        .getByRole('link', { name: 'https://exemplo.com/plano' })
        .getAttribute('rel'),
    ).toBe('noopener noreferrer');

    // The team finds it unread in the console's menu and inbox, and opens the thread.
    await signInNewStaff(team.page, running.site);
    const inboxLink = consoleNav(team.page).getByRole('link', { name: 'Mensagens, 1 não lida' });
    await inboxLink.click();
    await team.page.getByRole('link', { name: account.email }).click();
    await thread(team.page).getByText('Olá, equipe!', { exact: false }).waitFor();
    await consoleNav(team.page).getByRole('link', { name: 'Mensagens', exact: true }).waitFor();
    await expectFitsAndAccessible(team.page);

    // The team answers with a PDF; the client's open page shows it.
    await composer(team.page).fill('Segue o roteiro da primeira conversa.');
    const [chooser] = await Promise.all([
      team.page.waitForEvent('filechooser'),
      team.page.getByRole('button', { name: 'Anexar arquivo' }).click(),
    ]);
    await chooser.setFiles({ name: 'roteiro.pdf', mimeType: 'application/pdf', buffer: pdf });
    await team.page.getByRole('button', { name: 'Enviar' }).click();
    await thread(team.page).getByText('Segue o roteiro da primeira conversa.').waitFor();
    const attachment = thread(client.page).getByRole('button', { name: /^roteiro\.pdf/ });
    await attachment.waitFor();
    const [tab] = await Promise.all([client.context.waitForEvent('page'), attachment.click()]);
    await tab.waitForURL(/\/api\/v1\/messages\/attachments\/[^/]+\/file\?token=/);
    await tab.close();
    await expectFitsAndAccessible(client.page);

    // The client answers; the team's open thread shows it.
    await send(client.page, 'Recebido, obrigado!');
    await thread(team.page).getByText('Recebido, obrigado!').waitFor();

    expect(client.consoleErrors).toEqual([]);
    expect(team.consoleErrors).toEqual([]);
    await Promise.all([client.context.close(), team.context.close()]);
  });
});
