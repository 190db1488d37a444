/** Why the team's change to the site's content was refused. */
export type SiteContentRefusalReason =
  | 'content_changed'
  | 'image_unknown'
  | 'image_not_found'
  | 'image_in_use'
  | 'render_failed'
  | 'render_too_slow'
  | 'version_not_found'
  | 'image_missing'
  | 'image_too_large'
  | 'image_not_accepted'
  | 'image_too_tall'
  | 'site_not_built';

export class SiteContentRefusal extends Error {
  constructor(
    readonly reason: SiteContentRefusalReason,
    /**
     * The document's field at fault (`about.founders.0.photo`, `legal.terms.body`), or the
     * upload's limit in bytes.
     */
    readonly detail?: string | number,
  ) {
    super(reason);
    this.name = 'SiteContentRefusal';
  }
}
