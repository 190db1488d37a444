import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { Milestone, Plan } from '../../../../../../shared/plans.ts';
import { type DossierInput, renderDossier } from './render-dossier.ts';

function milestoneOf(title: string, changes: Partial<Milestone> = {}): Milestone {
  return {
    id: crypto.randomUUID(),
    title,
    description: '',
    actor: 'client',
    due_date: null,
    status: 'todo',
    needs_evidence: false,
    completed_at: null,
    evidence: [],
    ...changes,
  };
}

function planOf(stages: Plan['stages']): Plan {
  return {
    id: crypto.randomUUID(),
    title: 'Do ego ao legado',
    template_id: null,
    host: { id: crypto.randomUUID(), name: 'Ana Prado' },
    started_at: '2026-03-02T12:00:00.000Z',
    updated_at: '2026-03-10T12:00:00.000Z',
    stages,
    progress: 50,
  };
}

function inputOf(plan: Plan, changes: Partial<DossierInput> = {}): DossierInput {
  return {
    brand: { name: 'Legacy', tagline: 'do ego ao legado' },
    client: 'Maria da Conceição',
    plan,
    conversations: [],
    generatedAt: new Date('2026-11-27T15:00:00Z'),
    timeZone: 'America/Sao_Paulo',
    ...changes,
  };
}

async function textOf(bytes: Uint8Array) {
  const { totalPages, text } = await extractText(await getDocumentProxy(bytes), {
    mergePages: false,
  });
  return { pages: totalPages, text: text.join('\n'), perPage: text };
}

describe('the plan dossier', () => {
  it('reads back the plan: stages, milestones in pt-BR, dates, evidence and recaps', async () => {
    const plan = planOf([
      {
        id: crypto.randomUUID(),
        title: 'Diagnóstico',
        progress: 50,
        milestones: [
          milestoneOf('Entrevista de trajetória', {
            status: 'done',
            due_date: '2026-03-16',
            completed_at: '2026-03-14T01:30:00.000Z',
            description: 'Uma conversa longa sobre as decisões que marcaram a carreira.',
            evidence: [
              {
                kind: 'conversation',
                id: crypto.randomUUID(),
                title: 'Conversa de 13 de março de 2026 com Ana Prado',
                added_at: '2026-03-14T01:30:00.000Z',
              },
              {
                kind: 'decision',
                title: 'Começar pela sucessão',
                added_at: '2026-03-14T01:30:00.000Z',
              },
            ],
          }),
          milestoneOf('Mapa de públicos', { actor: 'team', status: 'doing' }),
        ],
      },
    ]);
    const { text, pages } = await textOf(
      await renderDossier(
        inputOf(plan, {
          conversations: [
            {
              title: 'Conversa de 13 de março de 2026 com Ana Prado',
              recap: {
                summary: 'Falamos da transição na presidência do conselho.',
                action_items: [{ text: 'Reunir cartas antigas', done: true }],
                updated_at: '2026-03-14T01:30:00.000Z',
              },
            },
          ],
        }),
      ),
    );

    expect(pages).toBe(1);
    for (const expected of [
      'Legacy',
      'Do ego ao legado',
      'Preparado para Maria da Conceição',
      'Gerado em 27 de novembro de 2026 · Plano conduzido por Ana Prado',
      'Progresso geral: 50%',
      'Etapa 1 · Diagnóstico',
      'Entrevista de trajetória',
      'Concluído · Prazo: 16/03/2026 · Concluído em 13/03/2026 · Quem age: Cliente',
      'Em andamento · Sem prazo · Quem age: Equipe',
      'Uma conversa longa sobre as decisões que marcaram a carreira.',
      '• Conversa de 13 de março de 2026 com Ana Prado',
      'Decisão: Começar pela sucessão',
      'Resumos das conversas',
      'Falamos da transição na presidência do conselho.',
      'Reunir cartas antigas (feito)',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('draws what Helvetica cannot encode without failing: an emoji is left out, an arrow written', async () => {
    const plan = planOf([
      {
        id: crypto.randomUUID(),
        title: 'Sucessão → legado 🚀',
        progress: 0,
        milestones: [
          milestoneOf('Carta ao conselho ✍️ → Łódź, Őrség', { description: 'Enviada 🚀.' }),
        ],
      },
    ]);

    const { text } = await textOf(await renderDossier(inputOf(plan, { client: 'José 😀 Ñúñez' })));

    expect(text).toContain('Etapa 1 · Sucessão -> legado');
    expect(text).toContain('Carta ao conselho -> Łódź, Őrség');
    expect(text).toContain('Preparado para José Ñúñez');
    expect(text).toContain('Enviada.');
    expect(text).not.toContain('🚀');
  });

  it('breaks many milestones and long texts across numbered pages', async () => {
    const long =
      'Uma descrição que se estende por várias linhas, com acentuação e pontuação. '.repeat(12);
    const stages = Array.from({ length: 4 }, (_, stageIndex) => ({
      id: crypto.randomUUID(),
      title: `Etapa número ${stageIndex + 1}`,
      progress: 0,
      milestones: Array.from({ length: 8 }, (_, index) =>
        milestoneOf(`Marco ${stageIndex + 1}.${index + 1}`, { description: long }),
      ),
    }));

    const { pages, perPage, text } = await textOf(await renderDossier(inputOf(planOf(stages))));

    expect(pages).toBeGreaterThan(3);
    expect(perPage.at(-1)).toContain(`Página ${pages} de ${pages}`);
    expect(perPage[1]).toContain(`Página 2 de ${pages}`);
    expect(text).toContain('Marco 4.8');
    expect(text).toContain('várias linhas, com acentuação');
  });
});
