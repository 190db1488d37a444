import { landingAnchors } from '../../../../../../shared/site-content/landing-anchors.ts';
import type { SiteLink } from '../../../../../../shared/site-content/schema.ts';
import { adminSiteContent } from '../../../../content/admin-content.ts';
import { ContentList } from '../content-list.tsx';
import { ContentTextField } from '../content-text-field.tsx';
import { EditorSection } from './editor-section.tsx';
import { LinkFields, newLink } from './link-fields.tsx';

const { header, hero } = adminSiteContent.sections;

export function HeaderSection() {
  return (
    <EditorSection id="conteudo-cabecalho" legend={header.legend} note={header.note}>
      <ContentTextField path="header.clientAreaLabel" label={header.clientAreaLabel} />
      <ContentList<SiteLink>
        path="header.navigation"
        legend={header.navigation}
        hint={header.navigationHint}
        itemName={header.item}
        addLabel={header.add}
        emptyText={header.empty}
        min={0}
        newItem={newLink}
      >
        {(index) => <LinkFields path={`header.navigation.${index}`} />}
      </ContentList>
    </EditorSection>
  );
}

export function HeroSection() {
  return (
    <EditorSection
      id="conteudo-abertura"
      previewAnchor={landingAnchors.heroTitle}
      legend={hero.legend}
      note={hero.note}
    >
      <ContentTextField path="hero.eyebrow" label={hero.eyebrow} />
      <ContentTextField path="hero.title" label={hero.title} />
      <ContentTextField path="hero.lead" label={hero.lead} rows={4} />
      <div className="grid gap-5 md:grid-cols-2">
        <ContentTextField path="hero.contactLabel" label={hero.contactLabel} />
        <ContentTextField
          path="hero.contactMessage"
          label={hero.contactMessage.label}
          hint={hero.contactMessage.hint}
        />
      </div>
      <ContentTextField path="hero.quote" label={hero.quote} hint={hero.quoteHint} rows={2} />
    </EditorSection>
  );
}
