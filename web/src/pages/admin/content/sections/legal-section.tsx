import type { ReactNode } from 'react';
import { adminSiteContent } from '../../../../content/admin-content.ts';
import { ContentTextField } from '../content-text-field.tsx';
import type { PreviewPage } from '../preview-page.ts';
import { EditorSection } from './editor-section.tsx';

const { legal } = adminSiteContent.sections;

interface PartProps {
  legend: string;
  /** The page the part's fields show up on. */
  page: Exclude<PreviewPage, 'home'>;
  children: ReactNode;
}

/** A part of the section under a rule: a legal page, or the controller. */
function Part({ legend, page, children }: PartProps) {
  return (
    <div className="border-t border-sand-300 pt-6">
      <fieldset className="min-w-0" data-preview={page}>
        <legend className="mb-4 font-display text-title-4 font-medium text-ink-900">
          {legend}
        </legend>
        <div className="flex min-w-0 flex-col gap-5">{children}</div>
      </fieldset>
    </div>
  );
}

function LegalPageFields({ page }: { page: 'terms' | 'privacy' }) {
  const copy = legal[page];
  return (
    <Part legend={copy.legend} page={page}>
      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_12rem]">
        <ContentTextField path={`legal.${page}.title`} label={copy.title} />
        <ContentTextField
          path={`legal.${page}.updatedOn`}
          label={copy.updatedOn}
          hint={copy.updatedOnHint}
          type="date"
        />
      </div>
      <ContentTextField
        path={`legal.${page}.body`}
        label={copy.body}
        hint={copy.bodyHint}
        rows={16}
        spellCheck
      />
    </Part>
  );
}

export function LegalSection() {
  const { controller } = legal;
  return (
    <EditorSection
      id="conteudo-paginas-legais"
      legend={legal.legend}
      note={legal.note}
      page="terms"
    >
      <LegalPageFields page="terms" />
      <LegalPageFields page="privacy" />
      <Part legend={controller.legend} page="privacy">
        <div className="grid gap-5 md:grid-cols-2">
          <ContentTextField path="legal.controller.name" label={controller.name} />
          <ContentTextField path="legal.controller.document" label={controller.document} />
        </div>
        <ContentTextField
          path="legal.controller.email"
          label={controller.email}
          hint={controller.emailHint}
          type="email"
          spellCheck={false}
        />
        <ContentTextField path="legal.controller.address" label={controller.address} rows={2} />
      </Part>
    </EditorSection>
  );
}
