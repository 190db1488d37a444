import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { TeamMaterial } from '../../../../../../shared/materials.ts';
import type { FakeAuthServer } from '../../../../auth/testing/fake-auth-server.ts';
import { openSite } from '../../../../testing/open-site.tsx';
// Compiled with this file, so that the page's first wait is not spent compiling its lazy chunk.
import '../admin-materials-page.tsx';

/** A material as the team's library lists it: a published PDF, unless told. */
export function teamMaterialAnswer(fields: Partial<TeamMaterial> = {}): TeamMaterial {
  return {
    id: 'guia-sucessao',
    title: 'Guia da sucessão familiar',
    description: 'Os primeiros passos para preparar a próxima geração.',
    file_name: 'guia-sucessao.pdf',
    content_type: 'application/pdf',
    size: 2_400_000,
    published: true,
    published_at: '2026-11-12T15:00:00Z',
    created_at: '2026-11-12T15:00:00Z',
    updated_at: '2026-11-12T15:00:00Z',
    ...fields,
  };
}

/** `/admin/materiais` as a member of the team, once the library is listed. */
export async function openAdminMaterials(
  server: FakeAuthServer,
  materials = [teamMaterialAnswer()],
) {
  server.respondTo('/api/v1/admin/materials', 200, materials, 'GET');
  const router = await openSite(server, '/admin/materiais');
  await screen.findByRole('heading', { name: 'Biblioteca' });
  await waitFor(() => expect(screen.queryByText('Carregando a biblioteca...')).toBeNull());
  return router;
}
