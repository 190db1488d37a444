import type { SiteContent } from '../../../../shared/site-content/schema.ts';
import { siteContent } from '../site.ts';

/** Seed §1's texts, as the first version of the landing page's part of the document. */
export const landingDefaults = {
  seo: {
    title: `${siteContent.brandName} — Comunicação corporativa e legado executivo`,
    description: siteContent.description,
    shareImage: null,
  },
  contact: { url: siteContent.contactUrl },
  header: {
    clientAreaLabel: 'Área do Cliente',
    navigation: [
      { label: 'Abordagem', href: '#pilares' },
      { label: 'Quem Somos', href: '#quem-somos' },
      { label: 'Soluções', href: '#nossas-solucoes' },
      { label: 'Contato', href: '#agendar' },
    ],
  },
  hero: {
    eyebrow: 'Comunicação corporativa e legado executivo',
    title: 'Do ego ao legado.',
    lead: 'Ajudamos líderes, empresas e famílias empresárias a transformar trajetória em legado — com uma voz própria, ideias que sustentam decisões e as pessoas certas ao redor.',
    contactLabel: 'Entrar em Contato',
    contactMessage: 'Olá! Gostaria de conversar sobre o meu legado.',
    quote: 'Legado não é o que deixamos para as pessoas. É o que deixamos nas pessoas.',
  },
  pillars: {
    heading: 'O que sustenta um legado',
    items: [
      {
        title: 'Posicionamento autêntico',
        text: 'Uma presença que nasce dos seus valores, não das modas. Traduzimos quem você é em uma narrativa clara, coerente e reconhecível.',
      },
      {
        title: 'Repertório estratégico',
        text: 'Referências, ideias e argumentos que ampliam a sua visão e dão consistência a cada decisão, discurso e conversa.',
      },
      {
        title: 'Comunidade relevante',
        text: 'Conexões com pares que compartilham a ambição de construir algo maior do que a própria carreira.',
      },
    ],
  },
  // The team replaces the founders (names, roles, bios, photos, profiles) in /admin/conteudo.
  about: {
    heading: 'Quem Somos',
    intro:
      'Somos uma consultoria dedicada a quem já chegou longe e agora quer deixar marca. Unimos comunicação corporativa, estratégia e desenvolvimento humano para que a sua história seja contada com verdade — e continue a inspirar.',
    founders: [
      {
        name: 'Helena Duarte',
        role: 'Sócia-fundadora · Comunicação e Reputação',
        bio: 'Há mais de vinte anos ao lado de conselhos e diretorias, conduziu o posicionamento de executivos e marcas familiares em momentos decisivos — sucessões, fusões e reinvenções.',
        photo: null,
        profileUrl: '',
        profileLabel: 'Perfil de Helena Duarte no LinkedIn',
      },
      {
        name: 'Ricardo Almeida',
        role: 'Sócio-fundador · Estratégia e Desenvolvimento',
        bio: 'Ex-executivo e mentor de lideranças, desenha trilhas de desenvolvimento que conectam propósito pessoal, governança e resultado para líderes e famílias empresárias.',
        photo: null,
        profileUrl: '',
        profileLabel: 'Perfil de Ricardo Almeida no LinkedIn',
      },
    ],
  },
  solutions: {
    heading: 'Nossas Soluções',
    intro: 'Três frentes que se complementam — do diagnóstico à obra que permanece.',
    items: [
      {
        id: 'assessment',
        name: 'Legacy Assessment',
        summary: 'Diagnóstico e alinhamento estratégico',
        text: 'Um mergulho na sua trajetória, reputação e ambições para entender onde você está e para onde o seu legado aponta.',
        offers: [
          'Entrevistas de profundidade',
          'Mapa de reputação e narrativa',
          'Plano de alinhamento estratégico',
        ],
        contactLabel: 'Conversar sobre o Assessment',
        contactMessage: 'Olá! Gostaria de saber mais sobre o Legacy Assessment.',
        image: null,
      },
      {
        id: 'studios',
        name: 'Legacy Studios',
        summary: 'Filmes, séries, manifestos e registros documentais',
        text: 'Produção audiovisual e editorial que transforma histórias reais em conteúdo que atravessa gerações.',
        offers: ['Filmes e séries', 'Manifestos', 'Registros documentais'],
        contactLabel: 'Conversar sobre o Studios',
        contactMessage: 'Olá! Gostaria de saber mais sobre o Legacy Studios.',
        image: null,
      },
      {
        id: 'education',
        name: 'Legacy Education',
        summary: 'Palestras, workshops, mentorias e trilhas de desenvolvimento',
        text: 'Experiências de aprendizagem para líderes, equipes e herdeiros, desenhadas para desenvolver quem vai levar o legado adiante.',
        offers: ['Palestras e workshops', 'Mentorias individuais', 'Trilhas de desenvolvimento'],
        contactLabel: 'Conversar sobre o Education',
        contactMessage: 'Olá! Gostaria de saber mais sobre o Legacy Education.',
        image: null,
      },
    ],
  },
  closingCall: {
    heading: 'Seu legado começa com uma conversa.',
    text: 'Conte-nos onde você está e aonde quer chegar. Em uma primeira conversa, sem compromisso, desenhamos juntos os próximos passos.',
    scheduleLabel: 'Agendar Conversa',
    contactMessage: 'Olá! Gostaria de agendar uma primeira conversa.',
  },
  footer: {
    description: siteContent.description,
    columns: [
      {
        title: 'Soluções',
        links: [
          { label: 'Legacy Assessment', href: '#assessment' },
          { label: 'Legacy Studios', href: '#studios' },
          { label: 'Legacy Education', href: '#education' },
        ],
      },
      {
        title: 'Empresa',
        links: [
          { label: 'Quem Somos', href: '#quem-somos' },
          { label: 'Nossa Abordagem', href: '#pilares' },
          { label: 'Contato', href: '#agendar' },
        ],
      },
    ],
    copyrightYear: siteContent.copyrightYear,
  },
} satisfies Omit<SiteContent, 'legal'>;
