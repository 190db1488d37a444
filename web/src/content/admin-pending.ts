/** The console's pages whose data API is not there yet: what the team reads meanwhile. */
export const adminPendingContent = {
  clients: { title: 'Clientes', heading: 'A lista de clientes' },
  audit: { title: 'Registro', heading: 'O registro de atividades' },
  text: 'Esta página está em preparação e ainda não mostra dados. Use as outras páginas do console enquanto isso.',
} as const;
