import { adminSiteContent } from '../../../content/admin-content.ts';

const { sections, sectionsNav, preview } = adminSiteContent;

/** Every card of the form, with the anchor its `EditorSection` carries. */
const destinations = [
  ['#conteudo-busca', sections.seo.legend],
  ['#conteudo-contato', sections.contact.legend],
  ['#conteudo-cabecalho', sections.header.legend],
  ['#conteudo-abertura', sections.hero.legend],
  ['#conteudo-pilares', sections.pillars.legend],
  ['#conteudo-quem-somos', sections.about.legend],
  ['#conteudo-solucoes', sections.solutions.legend],
  ['#conteudo-chamada', sections.closingCall.legend],
  ['#conteudo-rodape', sections.footer.legend],
  ['#conteudo-paginas-legais', sections.legal.legend],
  ['#previa', preview.heading],
  ['#versoes', adminSiteContent.versions.heading],
  ['#fotos', adminSiteContent.photos.heading],
] as const;

/** Links to each part of a long form, so the team jumps to the one it came to change. */
export function SectionsNav() {
  return (
    <nav aria-label={sectionsNav}>
      <ul className="flex flex-wrap gap-2">
        {destinations.map(([href, label]) => (
          <li key={href}>
            <a
              href={href}
              className="inline-flex min-h-10 items-center rounded-full border border-sand-300 bg-ivory-50 px-4 text-small font-medium text-ink-800 hover:border-ink-600/50 hover:text-ink-900"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
