import type { SiteLink } from '../../../../../../shared/site-content/schema.ts';
import { adminSiteContent } from '../../../../content/admin-content.ts';
import type { ContentPath } from '../content-path.ts';
import { ContentTextField } from '../content-text-field.tsx';

const { link: copy } = adminSiteContent.sections.header;

export const newLink = (): SiteLink => ({ label: '', href: '' });

/** A link of the header or the footer: its text and where it goes. */
export function LinkFields({ path }: { path: ContentPath<SiteLink> }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ContentTextField path={`${path}.label` as ContentPath<string>} label={copy.label} />
      <ContentTextField
        path={`${path}.href` as ContentPath<string>}
        label={copy.href}
        hint={copy.hrefHint}
        spellCheck={false}
      />
    </div>
  );
}
