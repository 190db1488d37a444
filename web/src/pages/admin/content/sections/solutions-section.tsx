import { landingAnchors } from '../../../../../../shared/site-content/landing-anchors.ts';
import type { SiteContent } from '../../../../../../shared/site-content/schema.ts';
import { adminSiteContent } from '../../../../content/admin-content.ts';
import { ContentImageField } from '../content-image-field.tsx';
import { ContentList } from '../content-list.tsx';
import { ContentTextField } from '../content-text-field.tsx';
import { EditorSection } from './editor-section.tsx';

const { solutions } = adminSiteContent.sections;

type Solution = SiteContent['solutions']['items'][number];

const newSolution = (): Solution => ({
  id: '',
  name: '',
  summary: '',
  text: '',
  offers: [],
  contactLabel: '',
  contactMessage: '',
  image: null,
});

function SolutionFields({ index }: { index: number }) {
  const at = `solutions.items.${index}` as const;
  return (
    <>
      <div className="grid gap-5 md:grid-cols-2">
        <ContentTextField path={`${at}.name`} label={solutions.name} />
        <ContentTextField
          path={`${at}.id`}
          label={solutions.id}
          hint={solutions.idHint}
          spellCheck={false}
          autoComplete="off"
        />
      </div>
      <ContentTextField path={`${at}.summary`} label={solutions.summary} />
      <ContentTextField path={`${at}.text`} label={solutions.text} rows={3} />
      <ContentList<string>
        path={`${at}.offers`}
        legend={solutions.offers}
        itemName={solutions.offer}
        addLabel={solutions.addOffer}
        emptyText={solutions.noOffers}
        min={0}
        newItem={() => ''}
        compact
      >
        {(offer, name) => <ContentTextField path={`${at}.offers.${offer}`} label={name} />}
      </ContentList>
      <div className="grid gap-5 md:grid-cols-2">
        <ContentTextField path={`${at}.contactLabel`} label={solutions.contactLabel} />
        <ContentTextField
          path={`${at}.contactMessage`}
          label={solutions.contactMessage.label}
          hint={solutions.contactMessage.hint}
        />
      </div>
      <ContentImageField path={`${at}.image`} label={solutions.image} hint={solutions.imageHint} />
    </>
  );
}

export function SolutionsSection() {
  return (
    <EditorSection
      id="conteudo-solucoes"
      previewAnchor={landingAnchors.solutions}
      legend={solutions.legend}
      note={solutions.note}
    >
      <ContentTextField path="solutions.heading" label={solutions.heading} />
      <ContentTextField path="solutions.intro" label={solutions.intro} rows={2} />
      <ContentList<Solution>
        path="solutions.items"
        legend={solutions.items}
        itemName={solutions.item}
        addLabel={solutions.add}
        min={1}
        newItem={newSolution}
      >
        {(index) => <SolutionFields index={index} />}
      </ContentList>
    </EditorSection>
  );
}
