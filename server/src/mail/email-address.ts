/** The address inside a From-style value: `Legacy <contato@x.com>` → `contato@x.com`. */
export function emailAddressOf(mailbox: string): string {
  return (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
}
