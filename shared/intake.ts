import { z } from 'zod';

/** pt-BR: the team reads the questions' messages, the client the answers'. */
const messages = {
  notObject: 'Envie as perguntas do questionário.',
  notAnswers: 'Envie as respostas do questionário.',
  unknownField: (fields: string) => `Campo desconhecido: ${fields}.`,
  unknownQuestion: (ids: string) => `Pergunta desconhecida: ${ids}. Recarregue o questionário.`,
  id: 'Cada pergunta tem um identificador de letras minúsculas, números e hífens (até 40).',
  duplicateId: 'Duas perguntas têm o mesmo identificador.',
  kind: 'Escolha o tipo: texto curto, texto longo, uma escolha ou várias escolhas.',
  label: 'Escreva a pergunta.',
  tooLong: (limit: number) => `Use no máximo ${limit} caracteres.`,
  required: 'Diga se a resposta é obrigatória.',
  tooManyQuestions: (limit: number) => `Use no máximo ${limit} perguntas.`,
  fewOptions: 'Dê pelo menos duas opções.',
  tooManyOptions: (limit: number) => `Use no máximo ${limit} opções.`,
  blankOption: 'Escreva cada opção.',
  duplicateOption: 'Duas opções têm o mesmo texto.',
  noOptions: 'Só as perguntas de escolha têm opções.',
  answerRequired: 'Responda a esta pergunta.',
  notText: 'Responda com um texto.',
  chooseOne: 'Escolha uma das opções.',
  chooseAny: 'Escolha entre as opções.',
} as const;

export const intakeQuestionKinds = [
  'short_text',
  'long_text',
  'single_choice',
  'multiple_choice',
] as const;
export type IntakeQuestionKind = (typeof intakeQuestionKinds)[number];

export const intakeLimits = {
  questions: 30,
  label: 200,
  help: 500,
  options: 20,
  option: 100,
  short_text: 200,
  long_text: 4000,
} as const;

const isChoice = (kind: IntakeQuestionKind) =>
  kind === 'single_choice' || kind === 'multiple_choice';

const option = z
  .string({ error: messages.blankOption })
  .trim()
  .min(1, messages.blankOption)
  .max(intakeLimits.option, messages.tooLong(intakeLimits.option));

const intakeQuestion = z
  .strictObject(
    {
      id: z.string({ error: messages.id }).regex(/^[a-z0-9-]{1,40}$/, messages.id),
      kind: z.enum(intakeQuestionKinds, { error: messages.kind }),
      label: z
        .string({ error: messages.label })
        .trim()
        .min(1, messages.label)
        .max(intakeLimits.label, messages.tooLong(intakeLimits.label)),
      help: z
        .string()
        .trim()
        .max(intakeLimits.help, messages.tooLong(intakeLimits.help))
        .nullish()
        .transform((value) => (value ? value : undefined)),
      required: z.boolean({ error: messages.required }),
      options: z
        .array(option)
        .max(intakeLimits.options, messages.tooManyOptions(intakeLimits.options))
        .refine((list) => new Set(list).size === list.length, messages.duplicateOption)
        .default([]),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? messages.unknownField(issue.keys.join(', '))
          : messages.notObject,
    },
  )
  .superRefine((question, context) => {
    if (isChoice(question.kind) && question.options.length < 2) {
      context.addIssue({ code: 'custom', path: ['options'], message: messages.fewOptions });
    }
    if (!isChoice(question.kind) && question.options.length > 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: messages.noOptions });
    }
  });

/** A question as stored and sent: `help` only where the team wrote one. */
export type IntakeQuestion = Omit<z.output<typeof intakeQuestion>, 'help'> & { help?: string };

/** `PUT /api/v1/admin/intake`: the team's questions, in the order the client reads them. */
export const intakeQuestionsInput = z.strictObject(
  {
    questions: z
      .array(intakeQuestion)
      .max(intakeLimits.questions, messages.tooManyQuestions(intakeLimits.questions))
      .superRefine((questions, context) => {
        const seen = new Set<string>();
        questions.forEach((question, index) => {
          if (seen.has(question.id)) {
            context.addIssue({
              code: 'custom',
              path: [index, 'id'],
              message: messages.duplicateId,
            });
          }
          seen.add(question.id);
        });
      }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? messages.unknownField(issue.keys.join(', '))
        : messages.notObject,
  },
);

/** The team's question set: `version` rises with every save; 0 until the first. */
export interface IntakeForm {
  version: number;
  questions: IntakeQuestion[];
  updated_at: string | null;
}

/** An answer: the text written, or the options chosen (one, or several). */
export type IntakeAnswer = string | string[];
export type IntakeAnswers = Record<string, IntakeAnswer>;

/** The message for an answer that is absent (required) or of the wrong kind (`otherwise`). */
const missingOr = (otherwise: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? messages.answerRequired : otherwise;

/** A text answer; blank is "not answered" (left out) unless the question is required. */
function textAnswer(limit: number, required: boolean) {
  const text = z
    .string({ error: missingOr(messages.notText) })
    .trim()
    .max(limit, messages.tooLong(limit));
  if (required) return text.min(1, messages.answerRequired);
  return text.optional().transform((value) => (value ? value : undefined));
}

function singleChoice(options: [string, ...string[]], required: boolean) {
  const choice = z.enum(options, {
    error: (issue) =>
      issue.input === '' ? messages.answerRequired : missingOr(messages.chooseOne)(issue),
  });
  if (required) return choice;
  return z
    .union([choice, z.literal('')], { error: messages.chooseOne })
    .optional()
    .transform((value) => (value ? value : undefined));
}

function multipleChoice(options: [string, ...string[]], required: boolean) {
  const list = z
    .array(z.enum(options, { error: messages.chooseAny }), { error: missingOr(messages.chooseAny) })
    .transform((chosen) => options.filter((value) => chosen.includes(value)));
  if (required) return list.refine((chosen) => chosen.length > 0, messages.answerRequired);
  return list.optional().transform((chosen) => (chosen?.length ? chosen : undefined));
}

function answerSchema(question: IntakeQuestion): z.ZodType<IntakeAnswer | undefined> {
  const options = question.options as [string, ...string[]];
  switch (question.kind) {
    case 'short_text':
    case 'long_text':
      return textAnswer(intakeLimits[question.kind], question.required);
    case 'single_choice':
      return singleChoice(options, question.required);
    case 'multiple_choice':
      return multipleChoice(options, question.required);
  }
}

/**
 * One question set's answers, for the client's form and `PUT /api/v1/intake` alike: keyed by the
 * question's id; required ones answered, choices among the options only (several in the options'
 * order), texts trimmed and within their limit; an id the set does not have is refused. A missing
 * required answer is named by its question's id, so the form shows it under that question.
 */
export function intakeAnswersSchema(questions: readonly IntakeQuestion[]) {
  const shape = Object.fromEntries(
    questions.map((question) => [question.id, answerSchema(question)]),
  );
  return z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? messages.unknownQuestion(issue.keys.join(', '))
          : messages.notAnswers,
    })
    .transform(
      (answers) =>
        Object.fromEntries(
          Object.entries(answers).filter(([, answer]) => answer !== undefined),
        ) as IntakeAnswers,
    );
}

/** A stored answer as the team and the export read it, with the question's words. */
export interface IntakeEntry {
  question_id: string;
  label: string;
  answer: IntakeAnswer;
  /** The team removed the question after this answer was given. */
  removed: boolean;
}

/** `GET /api/v1/intake`: the questions, the client's answers, and whether these are owed. */
export interface ClientIntake {
  version: number;
  questions: IntakeQuestion[];
  answers: IntakeAnswers;
  /** The answers meet the current questions (true when there are none). */
  completed: boolean;
  /** The agenda waits for the answers: there are questions, no answers and no booking yet. */
  owed: boolean;
  updated_at: string | null;
}
