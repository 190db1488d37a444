import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openStore } from '../../server/src/db/database.ts';
import { agendaClock } from '../../web/src/lib/agenda-clock.ts';
import { closeTeamDigestWindows } from '../support/job-queue.ts';
import {
  calendarPartsOf,
  parsedOutbox,
  readInvitation,
  recipientsOf,
  waitForOutboxMessage,
} from '../support/outbox-mail.ts';
import { startServerProcessOnFreePort } from '../support/server-process.ts';
import { openPage, type WatchedPage } from './support/browser.ts';
import { clientNav, formReady, toast } from './support/client-area.ts';
import { consoleNav } from './support/console.ts';
import { homePreview, publishFirstVersion, section } from './support/content-editor.ts';
import { codeField, codeFor, expectAccessible } from './support/second-factor.ts';
import { connectBrowser } from './support/site-and-browser.ts';
import { waitTimeout } from './support/wait-timeout.ts';

const owner = { name: 'Maria Legado', email: 'dona@example.com', password: 'Legado#2025' };
const client = { name: 'Helena Prado', email: 'helena@example.com', password: 'Helena#2026' };
const contactUrl = 'https://wa.me/5511987654321';
const title = 'Legados que atravessam gerações.';
const meetingUrl = 'https://meet.example.com/legado';
const topic = 'Sucessão na empresa da família';

let dataDir: string;
let server: Awaited<ReturnType<typeof startServerProcessOnFreePort>>;
let browser: Browser;
/** The one-time link the start printed, and the site it is on. */
let link: string;
let siteUrl: string;
let ownerPage: WatchedPage;
let clientPage: WatchedPage;
let bookedSlot: string;
/** The folder the start's e-mails go to without SMTP_URL: the owner's and the client's inboxes. */
const outbox = () => path.join(dataDir, 'outbox');

// A store as the operator starts it the first time: `npm start` on an empty data folder, with
// nothing configured but its port (and a job poll short enough for a test to wait on).
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'legado-first-ten-'));
  [server, browser] = await Promise.all([
    startServerProcessOnFreePort({ DATA_DIR: dataDir, JOBS_POLL_INTERVAL_MS: '50' }),
    connectBrowser(),
  ]);
  link = /^http\S+\/admin\/primeiro-acesso#\S+$/m.exec(server.output())![0];
  siteUrl = new URL(link).origin;
});

afterAll(async () => {
  await browser?.close();
  server?.child.kill();
  await server?.exited;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const checklist = (page: Page) => page.getByRole('list', { name: 'Itens para abrir o site' });
const noWait = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[role="status"]'));

async function goToConsolePage(page: Page, name: string, pathname: string) {
  await consoleNav(page).getByRole('link', { name }).click();
  await page.waitForURL(`${siteUrl}${pathname}`);
  await noWait(page);
}

/** The first message in the outbox to `to` whose subject starts with `subject`, once it is there. */
const mailTo = (to: string, subject: string) =>
  vi.waitFor(
    async () => {
      const found = (await parsedOutbox(outbox())).find(
        (mail) => recipientsOf(mail).includes(to) && mail.subject?.startsWith(subject),
      );
      expect(found).toBeDefined();
      return found!;
    },
    { timeout: waitTimeout, interval: 50 },
  );

/** The `.ics` attached to a message, read as a calendar reads it. */
function attachedInvitation(mail: ParsedMail) {
  const { attachment } = calendarPartsOf(mail);
  expect(attachment?.filename).toMatch(/\.ics$/);
  return readInvitation(attachment!.text);
}

describe('the owner’s first ten minutes, from the printed link to a booked conversation', () => {
  it('creates the first account with its second factor and lands in the console', async () => {
    ownerPage = await openPage(browser, siteUrl);
    const { page } = ownerPage;
    // A link copied without its end says why it does not open the page.
    await page.goto(`${siteUrl}/admin/primeiro-acesso#${link.split('#')[1]!.slice(0, 10)}`);
    await page.getByRole('heading', { name: 'Link de primeiro acesso' }).waitFor();
    await page.getByText(/^Este link de primeiro acesso não é válido/).waitFor();
    // The refusal is an answer the browser logs, and the only one.
    expect(ownerPage.consoleErrors.splice(0)).toEqual([
      'Failed to load resource: the server responded with a status of 403 (Forbidden)',
    ]);

    await page.goto(link);
    await page.getByRole('button', { name: 'Criar conta' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Nome').fill(owner.name);
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Senha').fill(owner.password);
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await page.getByRole('img', { name: /QR code/ }).waitFor();
    await expectAccessible(page);
    const secret = (await page.locator('code').textContent())!.replaceAll(' ', '');
    await codeField(page).fill(codeFor(secret));
    await page.getByRole('button', { name: 'Confirmar e ativar' }).click();

    await page.getByRole('list', { name: 'Códigos de recuperação' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Ir para o console' }).click();
    // The clients' list loads only at aal2, as the console asks of the team out of the box.
    await page.waitForURL(`${siteUrl}/admin/clientes`);
    await page.getByText('Nenhum cliente encontrado.').waitFor();
    await page.getByText('1 de 7 prontos').waitFor();
    await checklist(page).getByText('Horários de atendimento: Pronto').waitFor();
  });

  it('fixes the contact link and the privacy address in a draft, publishes it, and / shows it', async () => {
    const { page, context } = ownerPage;
    await checklist(page).getByRole('link', { name: 'Resolver: Link de contato' }).click();
    await page.waitForURL(`${siteUrl}/admin/conteudo#conteudo-contato`);
    await section(page, 'Publicação').waitFor();
    await noWait(page);
    await section(page, 'Contato').getByLabel('Link de contato').fill(contactUrl);
    await section(page, 'Abertura').getByLabel('Título principal').fill(title);
    await homePreview(page).locator('h1', { hasText: title }).waitFor();
    await section(page, 'Publicação')
      .getByText(/^Rascunho salvo/)
      .waitFor();

    // A draft is not the site: the checklist waits for the publication.
    await goToConsolePage(page, 'Clientes', '/admin/clientes');
    await page.getByText('1 de 7 prontos').waitFor();
    await checklist(page)
      .getByRole('link', { name: 'Resolver: Encarregado na Política de Privacidade' })
      .click();
    await page.waitForURL(`${siteUrl}/admin/conteudo#conteudo-paginas-legais`);
    await noWait(page);
    expect(await section(page, 'Contato').getByLabel('Link de contato').inputValue()).toBe(
      contactUrl,
    );
    await publishFirstVersion(page);

    await goToConsolePage(page, 'Clientes', '/admin/clientes');
    await page.getByText('3 de 7 prontos').waitFor();
    await checklist(page).getByText('Link de contato: Pronto').waitFor();
    await checklist(page).getByText('Encarregado na Política de Privacidade: Pronto').waitFor();

    const site = await context.newPage();
    await site.goto(`${siteUrl}/`);
    expect(await site.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await site.locator(`a[href^="${contactUrl}"]`).count()).toBeGreaterThan(0);
    await site.close();
  });

  it('sets the hours and invites the first client', async () => {
    const { page } = ownerPage;
    await goToConsolePage(page, 'Agenda', '/admin/agenda');
    const hours = page.getByRole('region', { name: 'Horários de atendimento' });
    await hours.getByLabel('Duração de cada conversa (minutos)').fill('60');
    await hours.getByLabel('Link da reunião').fill(meetingUrl);
    await hours.getByRole('button', { name: 'Salvar horários' }).click();
    await toast(page, 'Horários salvos.').waitFor();

    await goToConsolePage(page, 'Clientes', '/admin/clientes');
    await page.getByRole('button', { name: 'Convidar cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convidar cliente' });
    await dialog.getByLabel('Email').fill(client.email);
    await dialog.getByLabel('Nome completo').fill(client.name);
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await toast(page, 'Convite enviado.').waitFor();
    const row = page.getByRole('list', { name: 'Clientes encontrados' }).getByRole('listitem');
    expect(await row.textContent()).toContain('Convidado');
    expect(ownerPage.consoleErrors).toEqual([]);
  });

  it('takes the client, on a phone, from the invitation to a booked conversation', async () => {
    clientPage = await openPage(browser, siteUrl, { width: 390, height: 844 });
    const { page } = clientPage;
    const invitation = await waitForOutboxMessage(outbox(), {
      to: client.email,
      linkType: 'invite',
    });
    await page.goto(invitation.link);
    await page.getByRole('heading', { name: 'Nova senha' }).waitFor();
    await formReady(page);
    await page.getByLabel('Nova senha', { exact: true }).fill(client.password);
    await page.getByLabel('Confirme a nova senha').fill(client.password);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL(`${siteUrl}/dashboard`);

    await clientNav(page).getByRole('link', { name: 'Meu perfil' }).click();
    await page.getByRole('heading', { name: 'Seus dados' }).waitFor();
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    // The name the team gave in the invitation starts the profile.
    expect(await field('Nome completo').inputValue()).toBe(client.name);
    await field('Telefone').fill('(11) 98765-4321');
    await field('Empresa').fill('Prado Participações');
    await field('Cargo').fill('Conselheira');
    await field('Cidade').fill('São Paulo');
    await field('Seus objetivos').fill('Preparar a sucessão da família.');
    await page.getByRole('radio', { name: 'WhatsApp' }).check();
    await page.getByRole('button', { name: 'Salvar perfil' }).click();
    await toast(page, 'Perfil salvo.').waitFor();
    await page.getByText('Completo', { exact: true }).waitFor();

    await clientNav(page).getByRole('link', { name: 'Agenda' }).click();
    const first = page
      .getByRole('region', { name: 'Agendar uma conversa' })
      .getByRole('list', { name: /^Horários de / })
      .getByRole('button')
      .first();
    bookedSlot = (await first.textContent())!;
    await first.click();
    await page.getByRole('textbox', { name: 'Assunto' }).fill(topic);
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await toast(page, 'Conversa agendada.').waitFor();
    await page
      .getByRole('region', { name: 'Suas conversas' })
      .getByRole('listitem')
      .filter({ hasText: topic })
      .waitFor();
    expect(clientPage.consoleErrors).toEqual([]);
  });

  it('mails the client and the team the conversation with its .ics, and the team sees it', async () => {
    const zone = await clientPage.page.evaluate(
      () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    const clientMail = await mailTo(client.email, 'Conversa confirmada');
    const booked = attachedInvitation(clientMail);
    expect(booked.method).toBe('REQUEST');
    // The time the client chose, for as long as the owner's hours say.
    expect(agendaClock(zone).when(booked)).toBe(bookedSlot);
    expect(Date.parse(booked.end) - Date.parse(booked.start)).toBe(60 * 60_000);
    expect(booked.location).toBe(meetingUrl);

    // The team hears of a client's changes once the window after them closes; here, now.
    const store = openStore({ dataDir });
    await closeTeamDigestWindows(store.db).finally(() => store.close());
    const teamMail = await mailTo(owner.email, 'Nova conversa marcada');
    const told = attachedInvitation(teamMail);
    expect({ uid: told.uid, start: told.start, end: told.end }).toEqual({
      uid: booked.uid,
      start: booked.start,
      end: booked.end,
    });
    expect(teamMail.text).toMatch(/https?:\/\/\S+/);

    const { page } = ownerPage;
    await goToConsolePage(page, 'Agenda', '/admin/agenda');
    const week = page.getByRole('region', { name: 'Conversas da semana' });
    const card = week
      .getByRole('listitem')
      .filter({ hasText: topic, hasNot: page.getByRole('listitem') });
    // The first free slot may fall in one of the next weeks (notice, weekends).
    for (let next = 0; next < 5 && (await card.count()) === 0; next += 1) {
      await week.getByRole('button', { name: 'Próxima semana' }).click();
      await noWait(page);
    }
    expect(await card.textContent()).toContain(client.name);
    expect(ownerPage.consoleErrors).toEqual([]);
  });

  it('refuses the printed link a second time, on the owner’s phone', async () => {
    const { page } = await openPage(browser, siteUrl, { width: 390, height: 844 });
    await page.goto(link);
    await page.getByText(/A equipe já tem uma conta/).waitFor();
    await expectAccessible(page);
  });
});
