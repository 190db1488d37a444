/**
 * The ids of the landing page's own parts: the header's and footer's links point at them, so a
 * solution's anchor may not take one (two elements with one id, and the link goes to the first).
 */
export const landingAnchors = {
  heroTitle: 'hero-title',
  pillars: 'pilares',
  about: 'quem-somos',
  solutions: 'nossas-solucoes',
  closingCall: 'agendar',
} as const;
