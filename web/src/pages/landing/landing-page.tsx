import { siteContent } from '../../content/site.ts';

export function LandingPage() {
  return (
    <main>
      <h1 className="font-display text-4xl">{siteContent.brandName}</h1>
    </main>
  );
}
