import { consolePaths } from '../../../../../../shared/console-paths.ts';
import { planDigestEmail } from '../../../../mail/plan-digest-email.ts';
import { numericDay } from '../../../../mail/team-time.ts';
import type { JobRow } from '../../../../platform/jobs/job-repository.ts';
import type { ApiServices } from '../../api-services.ts';
import { isLate } from '../plan-stalled.ts';
import { digestEmailPayload } from './plan-digest.ts';
import { type StalledPlan, stalledPlans } from './stalled-plans.ts';

const dayMs = 86_400_000;

function digestPlan(siteUrl: string, stalled: StalledPlan, now: Date) {
  const clientPath = consolePaths.adminClient.replace(':id', encodeURIComponent(stalled.clientId));
  return {
    client: stalled.client,
    title: stalled.plan.title,
    stillDays: Math.floor((now.getTime() - Date.parse(stalled.plan.updated_at)) / dayMs),
    link: new URL(clientPath, siteUrl).toString(),
    milestones: stalled.milestones.map((milestone) => ({
      title: milestone.title,
      status: milestone.status,
      due: milestone.due_date && numericDay(milestone.due_date),
      late: isLate(milestone, stalled.today),
    })),
  };
}

/**
 * The job `plan-digest-email`: to one host, the stalled milestones of the plans they lead, read
 * when it runs. Nothing when none is stalled by then, or they have left the team.
 */
export async function sendPlanDigest(
  services: ApiServices,
  payload: unknown,
  job: JobRow,
  now = new Date(),
) {
  const { host_id: hostId } = digestEmailPayload.parse(payload);
  const { db } = services.auth.store;
  const host = (await services.hosts.listMembers(db)).find((member) => member.id === hostId);
  if (!host) return;
  const plans = (await stalledPlans(services, db, now)).filter((plan) => plan.hostId === hostId);
  if (plans.length === 0) return;
  const { config, mailer } = services.auth;
  await mailer.send({
    to: host.email,
    ...planDigestEmail({
      siteUrl: config.siteUrl,
      plansUrl: new URL(consolePaths.adminPlans, config.siteUrl).toString(),
      plans: plans.map((plan) => digestPlan(config.siteUrl, plan, now)),
    }),
    messageId: `<${job.id}@${new URL(config.siteUrl).hostname}>`,
  });
}
