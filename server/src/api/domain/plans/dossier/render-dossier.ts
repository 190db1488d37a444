import { setImmediate as nextTurn } from 'node:timers/promises';
import { PDFDocument } from 'pdf-lib';
import type { Recap } from '../../../../../../shared/booking-notes.ts';
import type { Milestone, Plan, PlanStage } from '../../../../../../shared/plans.ts';
import { type DossierFonts, embedDossierFonts } from './dossier-fonts.ts';
import { dossierLook } from './dossier-look.ts';
import { createPageFlow, numberPages, type PageFlow, type TextStyle } from './dossier-pages.ts';
import { dossierTexts as texts } from './dossier-texts.ts';

/** A conversation given as evidence, with the recap the client reads (never private notes). */
export interface DossierConversation {
  /** The evidence's title: the booking's date and host. */
  title: string;
  recap: Recap;
}

export interface DossierInput {
  /** The consultancy, as its e-mails name it. */
  brand: { name: string; tagline: string };
  /** The client's name (or address, without one). */
  client: string;
  plan: Plan;
  conversations: DossierConversation[];
  generatedAt: Date;
  /** The team's time zone: the days of instants are read in it. */
  timeZone: string;
}

const { colors, sizes, leading } = dossierLook;
const coverBand = 112;

function stylesOf(fonts: DossierFonts) {
  const style = (face: keyof DossierFonts, size: number, color = colors.ink): TextStyle => ({
    face: fonts[face],
    size,
    color,
    ...(face === 'heading' ? { leading: leading.heading } : {}),
  });
  return {
    brand: style('heading', sizes.brand, colors.ivory),
    tagline: style('strong', sizes.eyebrow, colors.brassLight),
    eyebrow: style('strong', sizes.eyebrow, colors.brass),
    title: style('heading', sizes.title),
    stage: style('heading', sizes.stage),
    recap: style('heading', sizes.recap),
    milestone: style('strong', sizes.milestone),
    body: style('body', sizes.body),
    caption: style('body', sizes.caption, colors.muted),
    evidence: { ...style('body', sizes.body), indent: 10 },
    pageNumber: style('body', sizes.caption, colors.muted),
  };
}
type Styles = ReturnType<typeof stylesOf>;

const progressColors = { track: colors.sand, fill: colors.ink };

function cover(flow: PageFlow, styles: Styles, input: DossierInput) {
  flow.band(coverBand, colors.ink);
  flow.moveTo(36);
  flow.text(input.brand.name, styles.brand);
  flow.text(input.brand.tagline.toUpperCase(), styles.tagline);
  flow.moveTo(coverBand + 40);
  flow.text(texts.eyebrow.toUpperCase(), styles.eyebrow);
  flow.space(6);
  flow.text(input.plan.title, styles.title);
  flow.space(8);
  flow.text(texts.preparedFor(input.client), { ...styles.body, size: sizes.milestone });
  const generated = texts.generatedOn(input.generatedAt, input.timeZone);
  const host = input.plan.host && texts.ledBy(input.plan.host.name);
  flow.text(host ? `${generated} · ${host}` : generated, styles.caption);
  flow.space(14);
  flow.text(texts.progress(input.plan.progress), styles.milestone);
  flow.space(4);
  flow.bar(input.plan.progress, progressColors);
}

function milestoneDetails(milestone: Milestone, timeZone: string) {
  return [
    texts.status(milestone.status),
    milestone.due_date ? texts.due(milestone.due_date) : texts.noDue,
    milestone.completed_at && texts.completedOn(milestone.completed_at, timeZone),
    texts.actor(milestone.actor),
  ]
    .filter(Boolean)
    .join(' · ');
}

function milestone(flow: PageFlow, styles: Styles, item: Milestone, timeZone: string) {
  const details = milestoneDetails(item, timeZone);
  flow.keep(flow.measure(item.title, styles.milestone) + flow.measure(details, styles.caption));
  flow.text(item.title, styles.milestone);
  flow.text(details, styles.caption);
  if (item.description) {
    flow.space(2);
    flow.text(item.description, styles.body);
  }
  if (item.evidence.length > 0) {
    flow.space(4);
    flow.keep(flow.measure(texts.evidenceHeading, styles.eyebrow) * 2);
    flow.text(texts.evidenceHeading.toUpperCase(), styles.eyebrow);
    for (const evidence of item.evidence) {
      flow.text(`• ${texts.evidence(evidence.kind, evidence.title)}`, styles.evidence);
    }
  }
  flow.space(12);
}

async function stage(
  flow: PageFlow,
  styles: Styles,
  item: PlanStage,
  position: number,
  timeZone: string,
) {
  const heading = texts.stage(position, item.title);
  const done = item.milestones.filter((entry) => entry.status === 'done').length;
  // The heading never ends a page: it keeps its progress and the first milestone's title with it.
  flow.keep(flow.measure(heading, styles.stage) + 80);
  flow.space(14);
  flow.rule(40, colors.brassRule);
  flow.space(10);
  flow.text(heading, styles.stage);
  flow.space(3);
  flow.text(texts.stageProgress(item.progress, done, item.milestones.length), styles.caption);
  flow.space(4);
  flow.bar(item.progress, progressColors, 120);
  flow.space(14);
  for (const entry of item.milestones) {
    milestone(flow, styles, entry, timeZone);
    // A plan at every limit takes seconds to draw: other requests are served between milestones.
    await nextTurn();
  }
}

async function conversations(flow: PageFlow, styles: Styles, items: DossierConversation[]) {
  if (items.length === 0) return;
  flow.keep(flow.measure(texts.recapsHeading, styles.stage) + 80);
  flow.space(14);
  flow.rule(40, colors.brassRule);
  flow.space(10);
  flow.text(texts.recapsHeading, styles.stage);
  flow.space(3);
  flow.text(texts.recapsIntro, styles.caption);
  flow.space(10);
  for (const { title, recap } of items) {
    flow.keep(flow.measure(title, styles.recap) + 40);
    flow.text(title, styles.recap);
    flow.space(2);
    flow.text(recap.summary, styles.body);
    if (recap.action_items.length > 0) {
      flow.space(4);
      flow.keep(flow.measure(texts.nextSteps, styles.eyebrow) * 2);
      flow.text(texts.nextSteps.toUpperCase(), styles.eyebrow);
      for (const step of recap.action_items) {
        flow.text(`• ${step.done ? texts.nextStepDone(step.text) : step.text}`, styles.evidence);
      }
    }
    flow.space(12);
    await nextTurn();
  }
}

/**
 * The plan's dossier (docs/portal.md, "The legacy plan"; decision 058): an A4 PDF in the site's
 * look, its stages and milestones with their dates and evidence, then the recaps of the
 * conversations that prove them, every page numbered.
 */
export async function renderDossier(input: DossierInput): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(texts.documentTitle(input.plan.title, input.client));
  document.setAuthor(input.brand.name);
  document.setCreator(input.brand.name);
  document.setLanguage('pt-BR');
  document.setCreationDate(input.generatedAt);
  document.setModificationDate(input.generatedAt);
  const styles = stylesOf(await embedDossierFonts(document));
  const flow = createPageFlow(document);
  cover(flow, styles, input);
  for (const [index, item] of input.plan.stages.entries()) {
    await stage(flow, styles, item, index + 1, input.timeZone);
  }
  await conversations(flow, styles, input.conversations);
  numberPages(document, texts.page, styles.pageNumber);
  return document.save();
}
