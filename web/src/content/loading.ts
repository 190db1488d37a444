/** Seed §4: what a page says while the session or its data is read. */
export const loadingLabel = 'Carregando...';
