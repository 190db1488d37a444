/** Labels of the toast region, read by screen readers. */
export const toasterContent = {
  regionLabel: 'Notificações',
  /** Ours: the button that closes a toast before its time. */
  closeLabel: 'Fechar notificação',
} as const;
