import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { createStaffAccount } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { clientNav, signInNewClient, toast } from './support/client-area.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();
// The member of the team whose hours the clients book.
beforeAll(async () => {
  await createStaffAccount(running.site);
});

const conversations = (page: Page) => page.getByRole('region', { name: 'Suas conversas' });
/** The time buttons of the day shown, first to last. */
const times = (page: Page) =>
  page.getByRole('region', { name: /^(Agendar uma|Remarcar a) conversa$/ }).getByRole('list', {
    name: /^Horários de /,
  });
const bookingStep = (page: Page) =>
  page.getByRole('region', { name: 'Próximos Passos' }).getByRole('listitem').nth(1);

async function openAgenda(page: Page) {
  await clientNav(page).getByRole('link', { name: 'Agenda' }).click();
  await page.waitForURL(`${running.site.url}/dashboard/agenda`);
  await times(page).waitFor();
}

describe('the agenda', () => {
  it('books a conversation, lists it, moves it and cancels it', async () => {
    const { page, context, consoleErrors } = await openPage(running.browser, running.site.url);
    await signInNewClient(page, running.site);
    expect(await bookingStep(page).getByRole('link').getAttribute('href')).toBe(
      '/dashboard/agenda',
    );
    await openAgenda(page);
    expect(await page.title()).toBe('Agenda — Legacy');
    expect(await page.getByText(/^Horários no seu fuso: .+ \(GMT/).isVisible()).toBe(true);
    expect(
      await conversations(page)
        .getByText(/^Nenhuma conversa marcada/)
        .isVisible(),
    ).toBe(true);

    const first = times(page).getByRole('button').first();
    const firstName = (await first.textContent())!;
    await first.click();
    expect(await first.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('textbox', { name: 'Assunto' }).fill('Sucessão na empresa da família');
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await toast(page, 'Conversa agendada.').waitFor();
    const entry = conversations(page).getByRole('listitem').first();
    await entry.getByText('Sucessão na empresa da família').waitFor();
    // The slot just booked is no longer offered.
    await times(page).getByRole('button', { name: firstName, exact: true }).waitFor({
      state: 'detached',
    });
    expect(await accessibilityViolations(page)).toEqual([]);

    await clientNav(page).getByRole('link', { name: 'Início' }).click();
    await bookingStep(page).getByText('(concluído)').waitFor({ state: 'attached' });
    expect(await bookingStep(page).locator('svg').isVisible()).toBe(true);
    await openAgenda(page);

    const bookedAt = await entry.textContent();
    await entry.getByRole('button', { name: /^Remarcar a conversa de / }).click();
    await page.getByRole('heading', { name: 'Remarcar a conversa' }).waitFor();
    await times(page).getByRole('button').last().click();
    await page.getByRole('button', { name: 'Confirmar novo horário' }).click();
    await toast(page, 'Conversa remarcada.').waitFor();
    await page.getByRole('heading', { name: 'Agendar uma conversa' }).waitFor();
    expect(await conversations(page).getByRole('listitem').count()).toBe(1);
    expect(await entry.textContent()).not.toBe(bookedAt);
    expect(await entry.textContent()).toContain('Sucessão na empresa da família');

    await entry.getByRole('button', { name: /^Cancelar a conversa de / }).click();
    const confirmation = page.getByRole('alertdialog', { name: 'Cancelar esta conversa?' });
    await confirmation.getByRole('button', { name: 'Sim, cancelar' }).click();
    await toast(page, 'Conversa cancelada.').waitFor();
    const history = conversations(page).getByRole('list', { name: 'Histórico' });
    expect(await history.getByRole('listitem').first().textContent()).toContain('Cancelada');
    expect(
      await conversations(page)
        .getByText(/^Nenhuma conversa marcada/)
        .isVisible(),
    ).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('fits a phone: no sideways scroll, the days and times within reach', async () => {
    const { page, context } = await openPage(running.browser, running.site.url, {
      width: 390,
      height: 844,
    });
    await signInNewClient(page, running.site);
    await openAgenda(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const days = page.getByRole('list', { name: 'Dias com horários livres' });
    expect(await days.getByRole('button').first().isVisible()).toBe(true);
    await times(page).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Confirmar agendamento' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
