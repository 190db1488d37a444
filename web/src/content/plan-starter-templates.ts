import type { PlanTemplateInput } from '../../../shared/plans.ts';

/**
 * The three templates the console offers while the team has none, one per solution (seed's "Nossas
 * Soluções"): a start the team edits into its own method, not a rule.
 */
export const planStarterTemplates: readonly PlanTemplateInput[] = [
  {
    title: 'Legacy Assessment',
    description:
      'Diagnóstico profundo e alinhamento estratégico: entender a trajetória, os valores e o que o cliente quer deixar.',
    stages: [
      {
        title: 'Escuta',
        milestones: [
          {
            title: 'Responder ao questionário inicial',
            description: 'As perguntas antes da primeira conversa, no portal.',
            actor: 'client',
            offset_weeks: 0,
            needs_evidence: false,
          },
          {
            title: 'Primeira conversa',
            description: 'Trajetória, momento atual e expectativas, em uma conversa de escuta.',
            actor: 'team',
            offset_weeks: 1,
            needs_evidence: true,
          },
        ],
      },
      {
        title: 'Diagnóstico',
        milestones: [
          {
            title: 'Entrevistas com pessoas próximas',
            description: 'Família, sócios e equipe: como veem a trajetória e o que ela significa.',
            actor: 'team',
            offset_weeks: 4,
            needs_evidence: false,
          },
          {
            title: 'Reunir documentos e registros',
            description:
              'Fotografias, cartas, discursos e marcos da empresa que contam a história.',
            actor: 'client',
            offset_weeks: 4,
            needs_evidence: true,
          },
        ],
      },
      {
        title: 'Alinhamento',
        milestones: [
          {
            title: 'Apresentar o diagnóstico',
            description: 'O que a escuta revelou, em uma conversa com o cliente.',
            actor: 'team',
            offset_weeks: 6,
            needs_evidence: true,
          },
          {
            title: 'Decidir as prioridades do legado',
            description: 'O que contar, a quem e em que ordem: a decisão em uma frase.',
            actor: 'client',
            offset_weeks: 7,
            needs_evidence: true,
          },
        ],
      },
    ],
  },
  {
    title: 'Legacy Studios',
    description:
      'A história contada: filmes, séries, manifestos e registros documentais feitos a partir do diagnóstico.',
    stages: [
      {
        title: 'Roteiro',
        milestones: [
          {
            title: 'Definir o formato',
            description: 'Filme, série, manifesto ou livro: o formato que serve à história.',
            actor: 'team',
            offset_weeks: 1,
            needs_evidence: true,
          },
          {
            title: 'Aprovar o roteiro',
            description: 'A leitura do roteiro e os ajustes do cliente.',
            actor: 'client',
            offset_weeks: 4,
            needs_evidence: true,
          },
        ],
      },
      {
        title: 'Gravação',
        milestones: [
          {
            title: 'Agendar as gravações',
            description: 'Datas, lugares e pessoas de cada gravação.',
            actor: 'team',
            offset_weeks: 5,
            needs_evidence: false,
          },
          {
            title: 'Gravar os depoimentos',
            description:
              'As conversas gravadas com o cliente e as pessoas que fazem parte da história.',
            actor: 'client',
            offset_weeks: 8,
            needs_evidence: true,
          },
        ],
      },
      {
        title: 'Montagem e entrega',
        milestones: [
          {
            title: 'Revisar o primeiro corte',
            description: 'O cliente assiste e comenta a primeira versão.',
            actor: 'client',
            offset_weeks: 12,
            needs_evidence: true,
          },
          {
            title: 'Entregar a versão final',
            description: 'A obra pronta, com os arquivos para guardar e compartilhar.',
            actor: 'team',
            offset_weeks: 16,
            needs_evidence: true,
          },
        ],
      },
    ],
  },
  {
    title: 'Legacy Education',
    description:
      'O legado passado adiante: palestras, workshops, mentorias e trilhas de desenvolvimento.',
    stages: [
      {
        title: 'Desenho da trilha',
        milestones: [
          {
            title: 'Definir quem aprende',
            description: 'Sucessores, lideranças ou equipes: para quem a trilha é feita.',
            actor: 'client',
            offset_weeks: 1,
            needs_evidence: true,
          },
          {
            title: 'Propor a trilha',
            description: 'Encontros, temas e formatos, a partir do diagnóstico.',
            actor: 'team',
            offset_weeks: 3,
            needs_evidence: true,
          },
        ],
      },
      {
        title: 'Encontros',
        milestones: [
          {
            title: 'Primeiro encontro',
            description: 'A palestra ou o workshop que abre a trilha.',
            actor: 'team',
            offset_weeks: 6,
            needs_evidence: true,
          },
          {
            title: 'Mentorias individuais',
            description: 'Conversas com cada participante sobre o que levam para a prática.',
            actor: 'team',
            offset_weeks: 10,
            needs_evidence: false,
          },
        ],
      },
      {
        title: 'Continuidade',
        milestones: [
          {
            title: 'Avaliar a trilha',
            description: 'O que mudou, nas palavras do cliente e dos participantes.',
            actor: 'client',
            offset_weeks: 14,
            needs_evidence: true,
          },
          {
            title: 'Decidir os próximos passos',
            description: 'Uma nova turma, outra trilha ou o registro do que foi aprendido.',
            actor: 'client',
            offset_weeks: 16,
            needs_evidence: true,
          },
        ],
      },
    ],
  },
];
