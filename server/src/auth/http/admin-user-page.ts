import type { z } from 'zod';
import { authErrors } from '../domain/errors.ts';
import { authApiPrefix } from '../../../../shared/site-paths.ts';
import type { AuthServices } from '../domain/services.ts';
import type { pageQuery } from './request-schemas.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin API's user by id; anything that is not a known uuid is 404 `user_not_found`. */
export async function findUserOr404(services: AuthServices, id: string) {
  const user = uuidPattern.test(id)
    ? await services.repositories.users.findById(services.store.db, id)
    : undefined;
  if (!user) throw authErrors.userNotFound(404);
  return user;
}

/** One page of users, with the total and the `Link` header's next and last pages. */
export async function userPage(services: AuthServices, query: z.infer<typeof pageQuery>) {
  const { db } = services.store;
  const { users } = services.repositories;
  const page = Math.max(1, Number(query.page ?? 1));
  const perPage = Math.min(1000, Math.max(1, Number(query.per_page ?? 50)));
  const [rows, total] = await Promise.all([
    users.page(db, (page - 1) * perPage, perPage),
    users.count(db),
  ]);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (target: number, rel: string) =>
    `<${authApiPrefix}/admin/users?page=${target}&per_page=${perPage}>; rel="${rel}"`;
  const links = [...(page < lastPage ? [link(page + 1, 'next')] : []), link(lastPage, 'last')];
  return { users: rows, total, links: links.join(', ') };
}
