import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { MaterialLink } from '../../../../../shared/materials.ts';
import type { FakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { materialAnswer } from '../../../testing/material-answers.ts';
import { renderClientArea } from '../../../testing/render-client-area.tsx';

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
