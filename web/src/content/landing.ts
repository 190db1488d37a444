/**
 * Every text of the landing page, in the seed's order (§1). The owner edits this file; the
 * components in `pages/landing/` only lay it out.
 */

export interface Pillar {
  title: string;
  text: string;
}

export interface Founder {
  name: string;
  role: string;
  bio: string;
  /** Professional-network profile. */
  profileUrl: string;
  profileLabel: string;
}

export interface Solution {
  /** Anchor id, so the footer can point at each solution. */
  id: string;
  name: string;
  summary: string;
  text: string;
  offers: readonly string[];
}

export interface FooterLink {
  label: string;
  href: string;
}

export const header = {
  clientAreaLabel: 'Área do Cliente',
} as const;

export const hero = {
  eyebrow: 'Comunicação corporativa e legado executivo',
  title: 'Do ego ao legado.',
  lead: 'Ajudamos líderes, empresas e famílias empresárias a transformar trajetória em legado — com uma voz própria, ideias que sustentam decisões e as pessoas certas ao redor.',
  contactLabel: 'Entrar em Contato',
  quote: 'Legado não é o que deixamos para as pessoas. É o que deixamos nas pessoas.',
} as const;

export const valuePillars = {
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
  ] satisfies Pillar[],
} as const;

/** OWNER: replace the founders' names, roles, bios and profile links with the real ones. */
export const aboutUs = {
  heading: 'Quem Somos',
  intro:
    'Somos uma consultoria dedicada a quem já chegou longe e agora quer deixar marca. Unimos comunicação corporativa, estratégia e desenvolvimento humano para que a sua história seja contada com verdade — e continue a inspirar.',
  founders: [
    {
      name: 'Helena Duarte',
      role: 'Sócia-fundadora · Comunicação e Reputação',
      bio: 'Há mais de vinte anos ao lado de conselhos e diretorias, conduziu o posicionamento de executivos e marcas familiares em momentos decisivos — sucessões, fusões e reinvenções.',
      profileUrl: 'https://www.linkedin.com/',
      profileLabel: 'Perfil de Helena Duarte no LinkedIn',
    },
    {
      name: 'Ricardo Almeida',
      role: 'Sócio-fundador · Estratégia e Desenvolvimento',
      bio: 'Ex-executivo e mentor de lideranças, desenha trilhas de desenvolvimento que conectam propósito pessoal, governança e resultado para líderes e famílias empresárias.',
      profileUrl: 'https://www.linkedin.com/',
      profileLabel: 'Perfil de Ricardo Almeida no LinkedIn',
    },
  ] satisfies Founder[],
} as const;

export const solutions = {
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
    },
    {
      id: 'studios',
      name: 'Legacy Studios',
      summary: 'Filmes, séries, manifestos e registros documentais',
      text: 'Produção audiovisual e editorial que transforma histórias reais em conteúdo que atravessa gerações.',
      offers: ['Filmes e séries', 'Manifestos', 'Registros documentais'],
    },
    {
      id: 'education',
      name: 'Legacy Education',
      summary: 'Palestras, workshops, mentorias e trilhas de desenvolvimento',
      text: 'Experiências de aprendizagem para líderes, equipes e herdeiros, desenhadas para desenvolver quem vai levar o legado adiante.',
      offers: ['Palestras e workshops', 'Mentorias individuais', 'Trilhas de desenvolvimento'],
    },
  ] satisfies Solution[],
} as const;

export const closingCall = {
  heading: 'Seu legado começa com uma conversa.',
  text: 'Conte-nos onde você está e aonde quer chegar. Em uma primeira conversa, sem compromisso, desenhamos juntos os próximos passos.',
  scheduleLabel: 'Agendar Conversa',
} as const;

/** Seed §2: the footer's links are placeholders for now. */
export const footer = {
  columns: [
    {
      title: 'Soluções',
      links: [
        { label: 'Legacy Assessment', href: '#' },
        { label: 'Legacy Studios', href: '#' },
        { label: 'Legacy Education', href: '#' },
      ],
    },
    {
      title: 'Empresa',
      links: [
        { label: 'Quem Somos', href: '#' },
        { label: 'Nossa Abordagem', href: '#' },
        { label: 'Contato', href: '#' },
      ],
    },
  ] satisfies Array<{ title: string; links: FooterLink[] }>,
  legalLinks: [
    { label: 'Termos de Uso', href: '#' },
    { label: 'Política de Privacidade', href: '#' },
  ] satisfies FooterLink[],
  copyright: (year: number, brand: string) => `© ${year} ${brand}. Todos os direitos reservados.`,
} as const;
