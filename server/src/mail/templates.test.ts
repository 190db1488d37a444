import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type BookingNotice, bookingEvents, bookingNoticeEmail } from './booking-templates.ts';
import { factorNoticeEmail } from './factor-notice-email.ts';
import { signInCodeEmail } from './sign-in-code-email.ts';
import { type TeamDigest, teamDigestEmail } from './team-digest-template.ts';
import {
  accountDeletedEmail,
  inviteEmail,
  recoveryEmail,
  signupConfirmationEmail,
} from './templates.ts';

const siteUrl = 'https://site.example';
const linkInput = {
  link: `${siteUrl}/auth?mode=reset&token_hash=abc`,
  siteUrl,
  expiresInSeconds: 3600,
};
const booking: BookingNotice = {
  event: 'confirmation',
  audience: 'client',
  siteUrl,
  agendaUrl: `${siteUrl}/dashboard/agenda`,
  timeZone: 'America/Sao_Paulo',
  start: '2026-07-14T13:00:00.000Z',
  end: '2026-07-14T13:45:00.000Z',
  previousStart: '2026-07-13T13:00:00.000Z',
  client: 'Ana Souza <ana@example.com>',
  topic: 'Sucessão',
  notes: 'Trazer o organograma.',
  meetingUrl: 'https://meet.example/abc',
  meetingLocation: 'https://meet.example/abc',
  joinUrl: null,
  cancelledBy: 'team',
  reason: 'Agenda da equipe',
};

const digest: TeamDigest = {
  siteUrl,
  agendaUrl: `${siteUrl}/admin/agenda`,
  timeZone: 'America/Sao_Paulo',
  client: 'Ana Souza <ana@example.com>',
  meeting: { url: 'https://meet.example/abc', location: 'https://meet.example/abc' },
  entries: [
    {
      change: 'booked',
      start: '2026-07-14T13:00:00.000Z',
      end: '2026-07-14T13:45:00.000Z',
      topic: 'Sucessão',
      notes: null,
      cancelledBy: null,
      reason: null,
    },
    {
      change: 'cancelled',
      start: '2026-07-15T17:00:00.000Z',
      end: '2026-07-15T17:45:00.000Z',
      topic: null,
      notes: null,
      cancelledBy: 'team',
      reason: 'Agenda da equipe',
    },
  ],
};

/** Every message the site sends, in each of its variants. */
const everyMessage = [
  recoveryEmail(linkInput),
  inviteEmail(linkInput),
  signupConfirmationEmail(linkInput),
  accountDeletedEmail(siteUrl),
  signInCodeEmail({ ...linkInput, code: '042917', expiresInSeconds: 600 }),
  factorNoticeEmail('added', siteUrl),
  factorNoticeEmail('removed', siteUrl),
  ...bookingEvents.flatMap((event) =>
    (['client', 'team'] as const).map((audience) =>
      bookingNoticeEmail({ ...booking, event, audience }),
    ),
  ),
  bookingNoticeEmail({ ...booking, event: 'cancellation', cancelledBy: 'account_deletion' }),
  teamDigestEmail(digest),
  teamDigestEmail({ ...digest, entries: digest.entries.slice(0, 1) }),
];

/** The colours the site is drawn with: `--color-*` in its stylesheet. */
const sitePalette = new Set(
  [
    ...readFileSync(new URL('../../../web/src/styles.css', import.meta.url), 'utf8').matchAll(
      /--color-[\w-]+:\s*(#[0-9a-f]{6})/gi,
    ),
  ].map((match) => match[1]!.toLowerCase()),
);

describe('the e-mails', () => {
  it('are drawn only in the colours of the site', () => {
    expect(sitePalette.size).toBeGreaterThan(10);
    for (const { html } of everyMessage) {
      const colours = html.match(/#[0-9a-f]{6}\b/gi) ?? [];
      expect(colours.length).toBeGreaterThan(5);
      expect(colours.filter((colour) => !sitePalette.has(colour.toLowerCase()))).toEqual([]);
    }
  });

  it("give their one action the site's primary button: a petrol pill with ivory text", () => {
    const { html } = recoveryEmail(linkInput);
    const button =
      /<td style="([^"]*)">\s*<a href="[^"]*" style="([^"]*)">Definir nova senha<\/a>/.exec(html);
    expect(button).not.toBeNull();
    const [, cell, anchor] = button!;
    expect(cell).toContain('background:#10282c');
    expect(cell).toContain('border-radius:9999px');
    expect(anchor).toContain('color:#fbf9f5');
    expect(anchor).toContain('border-radius:9999px');
    expect(anchor).toContain('font-size:16px');
  });

  it('set their text no smaller than the site does: 16 px for sentences, 13 px at the least', () => {
    for (const { html } of everyMessage) {
      const sizes = [...html.matchAll(/font-size:(\d+)px/g)].map((match) => Number(match[1]));
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(13);
      for (const [, size] of html.matchAll(
        /<p style="[^"]*font-size:(\d+)px[^"]*">(?!Se o botão)/g,
      ))
        expect(Number(size)).toBeGreaterThanOrEqual(16);
    }
  });

  it("tell the team a client's changes in one message, or one change as its own notice", () => {
    const several = teamDigestEmail(digest);
    expect(several.subject).toBe('Agenda de Ana Souza <ana@example.com>: 2 alterações');
    expect(several.text).toContain(
      'Nova conversa: terça-feira, 14 de julho de 2026, das 10:00 às 10:45',
    );
    expect(several.text).toContain('Assunto: Sucessão');
    expect(several.text).toContain('Conversa cancelada pela equipe: quarta-feira, 15 de julho');
    expect(several.text).toContain('Motivo informado pela equipe: Agenda da equipe');
    expect(several.text).toContain(`${siteUrl}/admin/agenda`);
    const one = teamDigestEmail({ ...digest, entries: digest.entries.slice(1) });
    expect(one.subject).toBe('Conversa cancelada: 15 de julho, 14:00');
    expect(one.text).toContain('A equipe cancelou a conversa com Ana Souza <ana@example.com>.');
  });

  it('write every address in their HTML as a link, and keep it plain in their text', () => {
    const shownAsText = (html: string) =>
      html
        .replaceAll(/<a\b[^>]*>[^<]*<\/a>/g, '')
        .replaceAll(/<[^>]*>/g, '')
        .match(/https?:\/\/\S+/g) ?? [];
    for (const { html } of everyMessage) expect(shownAsText(html)).toEqual([]);
    const notice = bookingNoticeEmail(booking);
    expect(notice.html).toMatch(
      /Link da conversa: <a href="https:\/\/meet\.example\/abc"[^>]*>https:\/\/meet\.example\/abc<\/a>/,
    );
    expect(notice.text).toContain('Link da conversa: https://meet.example/abc');
  });

  it('spell "email" as the site does, in the subject, the text and the HTML', () => {
    expect(signupConfirmationEmail(linkInput).subject).toBe('Confirme seu email — Legacy');
    for (const { subject, text, html } of everyMessage) {
      for (const part of [subject, text, html]) expect(part).not.toMatch(/e-mail/i);
    }
  });

  it('speak of an invitation that lasts days, and of asking the team for a new one', () => {
    const invitation = inviteEmail({ ...linkInput, expiresInSeconds: 7 * 86_400 });
    for (const part of [invitation.text, invitation.html]) {
      expect(part).toContain('O convite vale por 7 dias');
      expect(part).toContain('peça à equipe que envie um novo');
      expect(part).not.toMatch(/redefini/i);
    }
    expect(inviteEmail({ ...linkInput, expiresInSeconds: 36 * 3600 }).text).toContain(
      '1 dia e 12 horas',
    );
  });
});
