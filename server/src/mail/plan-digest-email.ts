import { mailCopy } from './copy.ts';
import { planDigestCopy as copy } from './plan-digest-copy.ts';
import { actionButton, colors, frame, labelledLink, linkFallback, paragraph } from './templates.ts';
import type { MilestoneStatus } from '../../../shared/plans.ts';

/** One stalled plan a host leads: titles and dates only, never descriptions or evidence. */
export interface DigestPlan {
  client: string;
  title: string;
  /** Whole days since anything in the plan moved. */
  stillDays: number;
  /** Its client's page in the console. */
  link: string;
  milestones: {
    title: string;
    status: MilestoneStatus;
    /** pt-BR, "12/03/2027", or null. */
    due: string | null;
    late: boolean;
  }[];
}

export interface PlanDigest {
  siteUrl: string;
  /** The team's list of plans in the console. */
  plansUrl: string;
  plans: DigestPlan[];
}

function planLines(plan: DigestPlan) {
  return [
    copy.plan(plan.client, plan.title),
    copy.still(plan.stillDays),
    ...plan.milestones.map((milestone) => copy.milestone(milestone)),
  ];
}

/** To a host, once a week: the stalled milestones of the plans they lead (decision 059). */
export function planDigestEmail(digest: PlanDigest) {
  const count = digest.plans.reduce((sum, plan) => sum + plan.milestones.length, 0);
  const subject = copy.subject(count);
  return {
    subject,
    text: [
      copy.heading,
      '',
      copy.intro,
      '',
      ...digest.plans.flatMap((plan) => [...planLines(plan), `${copy.open}: ${plan.link}`, '']),
      `${copy.action}:`,
      digest.plansUrl,
      '',
      copy.note,
      '',
      `— ${mailCopy.signature}`,
    ].join('\n'),
    html: frame(
      digest.siteUrl,
      subject,
      copy.heading,
      [
        paragraph(copy.intro),
        ...digest.plans.flatMap((plan) => [
          ...planLines(plan).map((line, index) =>
            paragraph(line, index === 1 ? colors.muted : undefined),
          ),
          labelledLink(copy.open, plan.link),
        ]),
        actionButton(digest.plansUrl, copy.action),
        paragraph(copy.note, colors.muted),
        linkFallback(digest.plansUrl),
      ].join('\n'),
    ),
  };
}
