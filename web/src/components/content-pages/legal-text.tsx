import Markdown from 'react-markdown';

/**
 * A legal page's Markdown, as the team wrote it. Raw HTML is dropped and images are not drawn (the
 * text cannot bring markup, scripts or outside requests into the page); links keep only safe
 * protocols (react-markdown's default URL filter).
 */
export function LegalText({ markdown }: { markdown: string }) {
  return (
    <div className="legal-text">
      <Markdown skipHtml disallowedElements={['img']} unwrapDisallowed>
        {markdown}
      </Markdown>
    </div>
  );
}
