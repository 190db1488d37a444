import { z } from 'zod';

const publicAddress = z.email();

/**
 * The address inside a From-style value (`Legacy <contato@x.com>` → `contato@x.com`), when it is
 * one people can write to (not `nao-responda@localhost`, the development default).
 */
export function publicAddressOf(mailbox: string): string | undefined {
  const address = (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
  return publicAddress.safeParse(address).success ? address : undefined;
}
