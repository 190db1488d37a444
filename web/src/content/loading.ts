/** Seed §4: what a page says while the session or its data is read. */
export const loadingLabel = 'Carregando...';

/** Ours: said to screen readers when a page change takes a moment (the bar on top shows it). */
export const pageLoadingLabel = 'Carregando a página...';
