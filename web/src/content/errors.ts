/** Texts of the not-found and route-error pages (seed §2 "Not-found page", §8). */
export const notFoundContent = {
  code: '404',
  message: 'Oops! Page not found',
  homeLink: 'Return to Home',
  /** Ours: the tab's title. */
  documentTitle: 'Página não encontrada — Legacy',
} as const;

export const routeErrorContent = {
  heading: 'Unexpected Application Error!',
} as const;
