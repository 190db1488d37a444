/** Why the library refused an upload, a change or a download. */
export type MaterialRefusalReason =
  | 'material_not_found'
  | 'file_missing'
  | 'file_empty'
  | 'file_too_large'
  | 'file_type_not_accepted'
  | 'file_type_disguised'
  | 'pdf_damaged'
  | 'link_invalid';

export class MaterialRefusal extends Error {
  constructor(
    readonly reason: MaterialRefusalReason,
    /** For `file_too_large`: the limit, in bytes. */
    readonly maxBytes?: number,
  ) {
    super(reason);
    this.name = 'MaterialRefusal';
  }
}
