import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Material, MaterialLink } from '../../../../../shared/materials.ts';
import type { FakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { renderClientArea } from '../../client-area/testing/render-client-area.tsx';

/** A published material as `GET /api/v1/materials` lists it: a PDF never opened, unless told. */
export function materialAnswer(fields: Partial<Material> = {}): Material {
  return {
    id: 'guia-sucessao',
    title: 'Guia da sucessão familiar',
    description: 'Os primeiros passos para preparar a próxima geração.',
    file_name: 'guia-sucessao.pdf',
    content_type: 'application/pdf',
    size: 2_400_000,
    published_at: '2026-11-12T15:00:00Z',
    opened_at: null,
    ...fields,
  };
}

/** What `POST /api/v1/materials/:id/link` answers for material `id`. */
export const linkAnswer = (id: string): MaterialLink => ({
  url: `/api/v1/materials/${id}/file?token=t0k3n`,
  expires_at: '2026-11-12T16:00:00Z',
});

/** Material `id` answers its link requests with `linkAnswer(id)`. */
export const giveLinks = (server: FakeAuthServer, id: string) =>
  server.respondTo(`/api/v1/materials/${id}/link`, 200, linkAnswer(id), 'POST');

/** `/dashboard/materiais` on `server`, once these materials are listed. */
export async function openMaterials(server: FakeAuthServer, materials = [materialAnswer()]) {
  server.respondTo('/api/v1/materials', 200, materials);
  const router = await renderClientArea(server, '/dashboard/materiais');
  await screen.findByRole('heading', { name: 'Materiais exclusivos' });
  await waitFor(() => expect(screen.queryByText('Carregando os materiais...')).toBeNull());
  return router;
}

/** The links the page asked for, by material. */
export const linkRequests = (server: FakeAuthServer) =>
  server.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/link'));
