import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parsedOutbox, recipientsOf } from '../support/outbox-mail.ts';
import { accessibilityViolations } from './support/accessibility.ts';
import {
  accessTokenOf,
  createClientAccount,
  createStaffAccount,
  staffAccessToken,
} from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { toast } from './support/client-area.ts';
import { consoleNav, sidewaysOverflow, signInNewStaff } from './support/console.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';
import { waitTimeout } from './support/wait-timeout.ts';

const running = runSiteAndBrowser({ JOBS_POLL_INTERVAL_MS: '20' });
// The member of the team whose hours the clients book.
beforeAll(async () => {
  await createStaffAccount(running.site);
});

const week = (page: Page) => page.getByRole('region', { name: 'Conversas da semana' });
const hours = (page: Page) => page.getByRole('region', { name: 'Horários de atendimento' });
const noWait = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[role="status"]'));
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A client who booked the first free slot through the data API, about `topic`. */
async function clientWithBooking(topic: string) {
  const account = await createClientAccount(running.site);
  const token = await accessTokenOf(running.site, account);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const free = (await (
    await fetch(`${running.site.url}/api/v1/slots?from=${day(0)}&to=${day(30)}`, { headers })
  ).json()) as { slots: { start: string }[] };
  const booked = await fetch(`${running.site.url}/api/v1/bookings`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ start: free.slots[0]!.start, topic }),
  });
  expect(booked.status).toBe(201);
  return account;
}

async function openAgenda(page: Page) {
  await consoleNav(page).getByRole('link', { name: 'Agenda' }).click();
  await page.waitForURL(`${running.site.url}/admin/agenda`);
  await week(page).waitFor();
  await noWait(page);
}

describe('the team’s agenda', () => {
  it('cancels a client’s conversation with a reason, by keyboard, and the client is told why', async () => {
    const topic = `Sucessão ${crypto.randomUUID().slice(0, 6)}`;
    const client = await clientWithBooking(topic);
    const { page, context, consoleErrors } = await openPage(running.browser, running.site.url);
    await signInNewStaff(page, running.site);
    await openAgenda(page);
    expect(await page.title()).toBe('Agenda — Console — Legacy');
    // The conversation's own item, not the day's item around it.
    const card = week(page)
      .getByRole('listitem')
      .filter({ hasText: topic, hasNot: page.getByRole('listitem') });
    // The first free slot may fall in one of the next weeks (notice, weekends).
    for (let next = 0; next < 5 && (await card.count()) === 0; next += 1) {
      await week(page).getByRole('button', { name: 'Próxima semana' }).click();
      await noWait(page);
    }
    await card.getByRole('button', { name: /^Cancelar conversa de / }).focus();
    await page.keyboard.press('Enter');
    const reason = card.getByRole('textbox', { name: 'Motivo (o cliente lê)' });
    expect(await reason.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('A equipe estará em viagem nesse dia.');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await toast(page, 'Conversa cancelada.').waitFor();
    await card.waitFor({ state: 'detached' });

    const mail = await vi.waitFor(
      async () => {
        const found = (await parsedOutbox(running.site.outboxDir)).find(
          (message) =>
            recipientsOf(message).includes(client.email) &&
            message.subject?.startsWith('Conversa cancelada'),
        );
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: waitTimeout, interval: 50 },
    );
    expect(mail.text).toContain('A equipe estará em viagem nesse dia.');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('saves the weekly hours, refusing a value out of range beside its field', async () => {
    const { page, context } = await openPage(running.browser, running.site.url);
    await signInNewStaff(page, running.site);
    await openAgenda(page);
    const duration = hours(page).getByLabel('Duração de cada conversa (minutos)');
    await duration.fill('5');
    await hours(page).getByRole('button', { name: 'Salvar horários' }).click();
    await toast(page, 'Revise os horários').waitFor();
    expect(await duration.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await hours(page).getByText('Use um número inteiro de 15 a 240.').isVisible()).toBe(
      true,
    );

    await duration.fill('60');
    await hours(page).getByRole('button', { name: 'Remover o intervalo 2 de sexta-feira' }).click();
    await hours(page).getByRole('button', { name: 'Adicionar dia de folga' }).click();
    await hours(page).getByLabel('Data (exceção 1)').fill(day(40));
    await hours(page).getByRole('button', { name: 'Salvar horários' }).click();
    await toast(page, 'Horários salvos.').waitFor();

    const saved = (await (
      await fetch(`${running.site.url}/api/v1/admin/availability`, {
        headers: { authorization: `Bearer ${await staffAccessToken(running.site)}` },
      })
    ).json()) as { duration_minutes: number; weekly: { fri: unknown[] }; exceptions: unknown[] };
    expect(saved.duration_minutes).toBe(60);
    expect(saved.weekly.fri).toEqual([['09:00', '12:00']]);
    expect(saved.exceptions).toEqual([{ date: day(40), intervals: [] }]);

    await page.reload();
    await hours(page).getByLabel('Data (exceção 1)').waitFor();
    expect(await duration.inputValue()).toBe('60');
    await context.close();
  });

  it('fits a phone with the week and the hours, and passes axe', async () => {
    const { page, context } = await openPage(running.browser, running.site.url, {
      width: 390,
      height: 844,
    });
    await signInNewStaff(page, running.site);
    await openAgenda(page);
    await hours(page).getByLabel('Fuso horário da equipe').waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
