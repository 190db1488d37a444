import { rgb } from 'pdf-lib';

/** A colour of the site's palette (web/src/styles.css), as pdf-lib takes it. */
function hex(value: string) {
  const channel = (start: number) => Number.parseInt(value.slice(start, start + 2), 16) / 255;
  return rgb(channel(1), channel(3), channel(5));
}

/** The dossier's look: the site's deep petrol, ivory, sand and brass, on an A4 page. */
export const dossierLook = {
  page: { width: 595.28, height: 841.89, margin: 56, footer: 32 },
  colors: {
    ink: hex('#10282c'),
    muted: hex('#3f666c'),
    ivory: hex('#fbf9f5'),
    sand: hex('#d8cbb3'),
    brassLight: hex('#dcc08d'),
    brassRule: hex('#c9a465'),
    brass: hex('#735524'),
  },
  /** Font sizes in points, about the site's 1.25 scale from a 10 pt body. */
  sizes: {
    brand: 22,
    eyebrow: 8,
    title: 26,
    stage: 17,
    recap: 13,
    milestone: 11,
    body: 10,
    caption: 8.5,
  },
  /** Line height as a multiple of the size. */
  leading: { heading: 1.25, body: 1.5 },
} as const;
