import { adminSiteContent } from '../../../../content/admin-content.ts';
import { ContentImageField } from '../content-image-field.tsx';
import { ContentTextField } from '../content-text-field.tsx';
import { EditorSection } from './editor-section.tsx';

const { seo, contact } = adminSiteContent.sections;

export function SeoSection() {
  return (
    <EditorSection id="conteudo-busca" legend={seo.legend} note={seo.note}>
      <ContentTextField path="seo.title" label={seo.title} hint={seo.titleHint} />
      <ContentTextField
        path="seo.description"
        label={seo.description}
        hint={seo.descriptionHint}
        rows={3}
      />
      <ContentImageField path="seo.shareImage" label={seo.shareImage} hint={seo.shareImageHint} />
    </EditorSection>
  );
}

export function ContactSection() {
  return (
    <EditorSection id="conteudo-contato" legend={contact.legend} note={contact.note}>
      <ContentTextField
        path="contact.url"
        label={contact.url}
        hint={contact.urlHint}
        type="url"
        inputMode="url"
        spellCheck={false}
      />
    </EditorSection>
  );
}
