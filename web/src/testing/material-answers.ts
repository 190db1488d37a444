import type { Material } from '../../../shared/materials.ts';

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
