import { z } from 'zod';

/** How the client area shows a material: a player for media, a new tab for documents. */
export type MaterialKind = 'document' | 'video' | 'audio' | 'image';

interface AcceptedType {
  contentType: string;
  kind: MaterialKind;
  /** File name endings that may carry this type; the first is the one given to unnamed files. */
  extensions: readonly string[];
}

/**
 * The file types the library takes, by the extension that sniffing the bytes finds (never the
 * name or the declared type). None of them is a type a browser runs as a page.
 */
export const acceptedMaterialTypes: Record<string, AcceptedType> = {
  pdf: { contentType: 'application/pdf', kind: 'document', extensions: ['pdf'] },
  mp4: { contentType: 'video/mp4', kind: 'video', extensions: ['mp4', 'm4v'] },
  webm: { contentType: 'video/webm', kind: 'video', extensions: ['webm'] },
  mov: { contentType: 'video/quicktime', kind: 'video', extensions: ['mov', 'qt'] },
  mp3: { contentType: 'audio/mpeg', kind: 'audio', extensions: ['mp3'] },
  m4a: { contentType: 'audio/mp4', kind: 'audio', extensions: ['m4a'] },
  ogg: { contentType: 'audio/ogg', kind: 'audio', extensions: ['ogg', 'oga', 'opus'] },
  opus: { contentType: 'audio/ogg', kind: 'audio', extensions: ['opus', 'ogg'] },
  wav: { contentType: 'audio/wav', kind: 'audio', extensions: ['wav'] },
  jpg: { contentType: 'image/jpeg', kind: 'image', extensions: ['jpg', 'jpeg'] },
  png: { contentType: 'image/png', kind: 'image', extensions: ['png'] },
  webp: { contentType: 'image/webp', kind: 'image', extensions: ['webp'] },
  gif: { contentType: 'image/gif', kind: 'image', extensions: ['gif'] },
  avif: { contentType: 'image/avif', kind: 'image', extensions: ['avif'] },
};

/** The kind of a stored material, from its (sniffed) content type. */
export function materialKind(contentType: string): MaterialKind {
  const accepted = Object.values(acceptedMaterialTypes).find(
    (type) => type.contentType === contentType,
  );
  return accepted?.kind ?? 'document';
}

export const materialLimits = { title: 200, description: 2000, fileName: 200 } as const;

const materialMessages = {
  title: 'Dê um título ao material.',
  titleTooLong: `Use no máximo ${materialLimits.title} caracteres no título.`,
  descriptionTooLong: `Use no máximo ${materialLimits.description} caracteres na descrição.`,
  notText: 'Este campo deve ser um texto.',
  published: 'Informe se o material está publicado (true ou false).',
  nothingToChange: 'Informe o título, a descrição ou a publicação.',
  notObject: 'Envie os dados do material.',
  unknownField: (field: string) => `Campo desconhecido: ${field}.`,
} as const;

/** The object-level error of a strict form: an unknown field is named. */
const objectError = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? materialMessages.unknownField((issue.keys ?? []).join(', '))
      : materialMessages.notObject,
};

const title = z
  .string({ error: materialMessages.notText })
  .trim()
  .min(1, materialMessages.title)
  .max(materialLimits.title, materialMessages.titleTooLong);

const description = z
  .string({ error: materialMessages.notText })
  .trim()
  .max(materialLimits.description, materialMessages.descriptionTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

/** The text fields of an upload (multipart form fields, all text). */
export const materialUploadFields = z.strictObject(
  {
    title: title.optional(),
    description,
    published: z
      .enum(['true', 'false'], { error: materialMessages.published })
      .optional()
      .transform((value) => value === 'true'),
  },
  objectError,
);

export type MaterialUploadFields = z.output<typeof materialUploadFields>;

/** `PATCH /api/v1/admin/materials/:id`: any of the three, at least one. */
export const materialChanges = z
  .strictObject(
    {
      title: title.optional(),
      description: description.optional(),
      published: z.boolean({ error: materialMessages.published }).optional(),
    },
    objectError,
  )
  .refine((changes) => Object.keys(changes).length > 0, materialMessages.nothingToChange);

export type MaterialChanges = z.output<typeof materialChanges>;

/** A published material as a client sees it (`GET /api/v1/materials`). */
export interface Material {
  id: string;
  title: string;
  description: string | null;
  file_name: string;
  content_type: string;
  size: number;
  published_at: string;
  /** When this client first opened or downloaded it; null if never. */
  opened_at: string | null;
}

/** A material as the team sees it, drafts included (`GET /api/v1/admin/materials`). */
export interface TeamMaterial extends Omit<Material, 'published_at' | 'opened_at'> {
  published: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** `POST /api/v1/materials/:id/link`: a URL that plays or downloads the file for a while. */
export interface MaterialLink {
  url: string;
  expires_at: string;
}
