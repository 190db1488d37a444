import { landingAnchors } from '../../../../../../shared/site-content/landing-anchors.ts';
import type { SiteContent } from '../../../../../../shared/site-content/schema.ts';
import { adminSiteContent } from '../../../../content/admin-content.ts';
import { ContentImageField } from '../content-image-field.tsx';
import { ContentList } from '../content-list.tsx';
import { ContentTextField } from '../content-text-field.tsx';
import { EditorSection } from './editor-section.tsx';

const { pillars, about } = adminSiteContent.sections;

type Pillar = SiteContent['pillars']['items'][number];
type Founder = SiteContent['about']['founders'][number];

const newPillar = (): Pillar => ({ title: '', text: '' });
const newFounder = (): Founder => ({
  name: '',
  role: '',
  bio: '',
  photo: null,
  profileUrl: '',
  profileLabel: '',
});

export function PillarsSection() {
  return (
    <EditorSection
      id="conteudo-pilares"
      previewAnchor={landingAnchors.pillars}
      legend={pillars.legend}
      note={pillars.note}
    >
      <ContentTextField path="pillars.heading" label={pillars.heading} />
      <ContentList<Pillar>
        path="pillars.items"
        legend={pillars.items}
        itemName={pillars.item}
        addLabel={pillars.add}
        min={1}
        newItem={newPillar}
      >
        {(index) => (
          <>
            <ContentTextField path={`pillars.items.${index}.title`} label={pillars.title} />
            <ContentTextField path={`pillars.items.${index}.text`} label={pillars.text} rows={3} />
          </>
        )}
      </ContentList>
    </EditorSection>
  );
}

export function AboutSection() {
  return (
    <EditorSection
      id="conteudo-quem-somos"
      previewAnchor={landingAnchors.about}
      legend={about.legend}
      note={about.note}
    >
      <ContentTextField path="about.heading" label={about.heading} />
      <ContentTextField path="about.intro" label={about.intro} rows={4} />
      <ContentList<Founder>
        path="about.founders"
        legend={about.founders}
        itemName={about.item}
        addLabel={about.add}
        emptyText={about.empty}
        min={0}
        newItem={newFounder}
      >
        {(index) => (
          <>
            <div className="grid gap-5 md:grid-cols-2">
              <ContentTextField path={`about.founders.${index}.name`} label={about.name} />
              <ContentTextField path={`about.founders.${index}.role`} label={about.role} />
            </div>
            <ContentTextField path={`about.founders.${index}.bio`} label={about.bio} rows={4} />
            <ContentImageField
              path={`about.founders.${index}.photo`}
              label={about.photo}
              hint={about.photoHint}
            />
            <ContentTextField
              path={`about.founders.${index}.profileUrl`}
              label={about.profileUrl}
              hint={about.profileUrlHint}
              type="url"
              inputMode="url"
              spellCheck={false}
            />
            <ContentTextField
              path={`about.founders.${index}.profileLabel`}
              label={about.profileLabel}
              hint={about.profileLabelHint}
            />
          </>
        )}
      </ContentList>
    </EditorSection>
  );
}
