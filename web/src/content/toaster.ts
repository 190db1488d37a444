/** Labels of the toast region, read by screen readers. */
export const toasterContent = {
  regionLabel: 'Notificações',
} as const;
