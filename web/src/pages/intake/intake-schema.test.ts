import { describe, expect, it } from 'vitest';
import {
  intakeAnswersSchema,
  type IntakeQuestion,
  intakeQuestionsInput,
} from '../../../../shared/intake.ts';

// The web project runs the tests of shared/; the same schemas answer the API's requests.
const question = (fields: Partial<IntakeQuestion> & Pick<IntakeQuestion, 'id' | 'kind'>) => ({
  label: 'Pergunta',
  required: false,
  options: [],
  ...fields,
});
const firstIssue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues[0];

describe('intakeQuestionsInput', () => {
  it('takes the kinds with their options, and leaves a blank help out', () => {
    const parsed = intakeQuestionsInput.parse({
      questions: [
        question({ id: 'a', kind: 'short_text', label: '  Empresa ', help: ' ' }),
        question({ id: 'b', kind: 'multiple_choice', options: [' Sim', 'Não '] }),
      ],
    });
    expect(parsed.questions).toEqual([
      { id: 'a', kind: 'short_text', label: 'Empresa', required: false, options: [] },
      {
        id: 'b',
        kind: 'multiple_choice',
        label: 'Pergunta',
        required: false,
        options: ['Sim', 'Não'],
      },
    ]);
  });

  it.each([
    [
      [question({ id: 'a', kind: 'short_text' }), question({ id: 'a', kind: 'long_text' })],
      ['questions', 1, 'id'],
      'Duas perguntas têm o mesmo identificador.',
    ],
    [
      [question({ id: 'A b', kind: 'short_text' })],
      ['questions', 0, 'id'],
      /identificador de letras/,
    ],
    [
      [question({ id: 'a', kind: 'single_choice', options: ['Só'] })],
      ['questions', 0, 'options'],
      'Dê pelo menos duas opções.',
    ],
    [
      [question({ id: 'a', kind: 'single_choice', options: ['A', 'A'] })],
      ['questions', 0, 'options'],
      'Duas opções têm o mesmo texto.',
    ],
    [
      [question({ id: 'a', kind: 'long_text', options: ['A', 'B'] })],
      ['questions', 0, 'options'],
      'Só as perguntas de escolha têm opções.',
    ],
    [
      [
        question({
          id: 'a',
          kind: 'single_choice',
          options: Array.from({ length: 21 }, (_, i) => `${i}`),
        }),
      ],
      ['questions', 0, 'options'],
      'Use no máximo 20 opções.',
    ],
    [
      [question({ id: 'a', kind: 'short_text', label: ' ' })],
      ['questions', 0, 'label'],
      'Escreva a pergunta.',
    ],
  ])('refuses %#: a bad question, named by its path', (questions, path, message) => {
    const issue = firstIssue(intakeQuestionsInput.safeParse({ questions }));
    expect(issue?.path).toEqual(path);
    expect(issue?.message).toMatch(message);
  });

  it('allows 30 questions at most', () => {
    const questions = Array.from({ length: 31 }, (_, i) =>
      question({ id: `q${i}`, kind: 'short_text' }),
    );
    expect(firstIssue(intakeQuestionsInput.safeParse({ questions }))?.message).toBe(
      'Use no máximo 30 perguntas.',
    );
    expect(intakeQuestionsInput.safeParse({ questions: questions.slice(1) }).success).toBe(true);
  });
});

describe('intakeAnswersSchema', () => {
  const schema = intakeAnswersSchema(
    intakeQuestionsInput.parse({
      questions: [
        question({ id: 'nome', kind: 'short_text', required: true }),
        question({ id: 'texto', kind: 'long_text' }),
        question({ id: 'um', kind: 'single_choice', options: ['A', 'B'] }),
        question({
          id: 'varios',
          kind: 'multiple_choice',
          options: ['X', 'Y', 'Z'],
          required: true,
        }),
      ],
    }).questions,
  );

  it('trims, leaves blank optional answers out, and keeps the options’ order', () => {
    expect(schema.parse({ nome: ' Ana ', texto: '  ', um: '', varios: ['Z', 'X'] })).toEqual({
      nome: 'Ana',
      varios: ['X', 'Z'],
    });
  });

  it.each([
    [{ varios: ['X'] }, 'nome', 'Responda a esta pergunta.'],
    [{ nome: '   ', varios: ['X'] }, 'nome', 'Responda a esta pergunta.'],
    [{ nome: 'Ana', varios: [] }, 'varios', 'Responda a esta pergunta.'],
    [{ nome: 'Ana', varios: ['W'] }, 'varios', 'Escolha entre as opções.'],
    [{ nome: 'Ana', varios: ['X'], um: 'C' }, 'um', 'Escolha uma das opções.'],
    [{ nome: 'x'.repeat(201), varios: ['X'] }, 'nome', 'Use no máximo 200 caracteres.'],
    [
      { nome: 'Ana', varios: ['X'], texto: 'x'.repeat(4001) },
      'texto',
      'Use no máximo 4000 caracteres.',
    ],
    [
      { nome: 'Ana', varios: ['X'], idade: '50' },
      undefined,
      'Pergunta desconhecida: idade. Recarregue o questionário.',
    ],
    [{ nome: 7, varios: ['X'] }, 'nome', 'Responda com um texto.'],
  ])('refuses %o', (answers, id, message) => {
    const issue = firstIssue(schema.safeParse(answers));
    expect(issue?.path[0]).toBe(id);
    expect(issue?.message).toBe(message);
  });
});
