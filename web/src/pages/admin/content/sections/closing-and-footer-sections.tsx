import { landingAnchors } from '../../../../../../shared/site-content/landing-anchors.ts';
import type { SiteContent } from '../../../../../../shared/site-content/schema.ts';
import { TextField } from '../../../../components/text-field.tsx';
import { adminSiteContent } from '../../../../content/admin-content.ts';
import { ContentList } from '../content-list.tsx';
import { ContentTextField } from '../content-text-field.tsx';
import { useEditor } from '../content-editor-context.ts';
import { useDraftValue, useFieldError } from '../draft-store.ts';
import { EditorSection } from './editor-section.tsx';
import { LinkFields, newLink } from './link-fields.tsx';

const { closingCall, footer } = adminSiteContent.sections;

type Column = SiteContent['footer']['columns'][number];

const newColumn = (): Column => ({ title: '', links: [newLink()] });

export function ClosingCallSection() {
  return (
    <EditorSection
      id="conteudo-chamada"
      previewAnchor={landingAnchors.closingCall}
      legend={closingCall.legend}
      note={closingCall.note}
    >
      <ContentTextField path="closingCall.heading" label={closingCall.heading} />
      <ContentTextField path="closingCall.text" label={closingCall.text} rows={3} />
      <div className="grid gap-5 md:grid-cols-2">
        <ContentTextField path="closingCall.scheduleLabel" label={closingCall.scheduleLabel} />
        <ContentTextField
          path="closingCall.contactMessage"
          label={closingCall.contactMessage.label}
          hint={closingCall.contactMessage.hint}
        />
      </div>
    </EditorSection>
  );
}

/** The year as digits; an emptied field is not a year, and the schema says so. */
function CopyrightYearField() {
  const editor = useEditor();
  const year = useDraftValue<number>(editor.store, 'footer.copyrightYear');
  return (
    <TextField
      ref={editor.anchor('footer.copyrightYear')}
      label={footer.copyrightYear}
      error={useFieldError(editor.store, 'footer.copyrightYear')}
      inputMode="numeric"
      autoComplete="off"
      value={Number.isNaN(year) ? '' : String(year)}
      onChange={(event) => {
        const { value } = event.target;
        editor.store.change(
          'footer.copyrightYear',
          value.trim() === '' ? Number.NaN : Number(value),
        );
      }}
    />
  );
}

export function FooterSection() {
  return (
    <EditorSection id="conteudo-rodape" legend={footer.legend} note={footer.note}>
      <ContentTextField path="footer.description" label={footer.description} rows={3} />
      <ContentList<Column>
        path="footer.columns"
        legend={footer.columns}
        itemName={footer.column}
        addLabel={footer.addColumn}
        emptyText={footer.noColumns}
        min={0}
        newItem={newColumn}
      >
        {(column) => (
          <>
            <ContentTextField path={`footer.columns.${column}.title`} label={footer.columnTitle} />
            <ContentList
              path={`footer.columns.${column}.links`}
              legend={footer.links}
              itemName={footer.item}
              addLabel={footer.addLink}
              min={1}
              newItem={newLink}
            >
              {(link) => <LinkFields path={`footer.columns.${column}.links.${link}`} />}
            </ContentList>
          </>
        )}
      </ContentList>
      <div className="max-w-48">
        <CopyrightYearField />
      </div>
    </EditorSection>
  );
}
