import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AuthError } from '../../auth/domain/errors.ts';
import { failureKind } from '../../http/failure-kind.ts';
import { RateLimitRefusal } from '../../platform/rate-limits/rate-limit-refusal.ts';
import { AgendaRefusal } from '../domain/agenda/agenda-refusal.ts';
import { CalendarFailure, calendarFailureMessages } from '../domain/calendars/calendar-failure.ts';
import { HostNotFound } from '../domain/calendars/host-of.ts';
import { ClientRefusal } from '../domain/clients/client-refusal.ts';
import { MaterialRefusal } from '../domain/materials/material-refusal.ts';
import { MessageRefusal } from '../domain/messages/message-refusal.ts';
import { messageLimits } from '../../../../shared/messages.ts';
import { PlanRefusal } from '../domain/plans/plan-refusal.ts';
import { planLimits } from '../../../../shared/plans.ts';
import { SetupRefusal } from '../domain/first-run/setup-refusal.ts';
import { SiteContentRefusal } from '../domain/site-content/site-content-refusal.ts';
import { siteImageLimits, siteImageMaxRatio } from '../domain/site-content/site-images.ts';
import { ApiError, apiErrors } from './api-errors.ts';

/** The auth server's refusals, as this API answers them. */
function fromAuthError(error: AuthError): ApiError {
  if (error.code === 'no_authorization') return apiErrors.noAuthorization();
  if (error.code === 'email_send_failed') return apiErrors.emailNotSent();
  // A bad or expired token, an ended session, a deleted or banned user: sign in again.
  return apiErrors.sessionEnded();
}

function fromAgendaRefusal(refusal: AgendaRefusal): ApiError {
  switch (refusal.reason) {
    case 'slot_taken':
      return apiErrors.slotTaken();
    case 'slot_unavailable':
      return apiErrors.slotUnavailable();
    case 'booking_limit':
      return apiErrors.bookingLimit(refusal.limit ?? 1);
    case 'booking_not_found':
    case 'host_not_found':
      return apiErrors.notFound();
    case 'booking_closed':
      return apiErrors.bookingClosed();
    case 'booking_changed':
      return apiErrors.bookingChanged();
    case 'booking_change_limit':
      return apiErrors.bookingChangeLimit(refusal.limit ?? 1, refusal.retryAfterSeconds ?? 1);
    case 'intake_required':
      return apiErrors.intakeRequired();
    case 'booking_not_begun':
      return apiErrors.bookingNotBegun();
    case 'booking_cancelled':
      return apiErrors.bookingCancelled();
    case 'change_window_closed':
      return apiErrors.changeWindowClosed(
        refusal.limit ?? 0,
        refusal.contact ?? { url: null, email: null },
      );
  }
}

function fromMaterialRefusal(refusal: MaterialRefusal): ApiError {
  switch (refusal.reason) {
    case 'material_not_found':
      return apiErrors.notFound();
    case 'file_missing':
      return apiErrors.fileMissing();
    case 'file_empty':
      return apiErrors.fileEmpty();
    case 'file_too_large':
      return apiErrors.fileTooLarge(refusal.maxBytes ?? 0);
    case 'file_type_not_accepted':
      return apiErrors.fileTypeNotAccepted();
    case 'file_type_disguised':
      return apiErrors.fileTypeDisguised();
    case 'pdf_damaged':
      return apiErrors.pdfDamaged();
    case 'link_invalid':
      return apiErrors.linkExpired();
  }
}

function fromMessageRefusal(refusal: MessageRefusal): ApiError {
  switch (refusal.reason) {
    case 'thread_not_found':
    case 'message_not_found':
    case 'file_not_found':
      return apiErrors.notFound();
    case 'message_empty':
      return apiErrors.messageEmpty();
    case 'not_the_author':
      return apiErrors.notMessageAuthor();
    case 'edit_window_closed':
      return apiErrors.editWindowClosed(messageLimits.editWindowMinutes);
    case 'message_deleted':
      return apiErrors.messageDeleted();
  }
}

function fromPlanRefusal(refusal: PlanRefusal): ApiError {
  switch (refusal.reason) {
    case 'template_not_found':
    case 'client_not_found':
    case 'milestone_not_found':
    case 'file_not_found':
    case 'plan_not_found':
      return apiErrors.notFound();
    case 'plan_exists':
      return apiErrors.planExists();
    case 'team_milestone':
      return apiErrors.forbidden();
    case 'evidence_required':
      return apiErrors.evidenceRequired(refusal.field);
    case 'evidence_unknown':
      return apiErrors.evidenceNotFound(refusal.field);
    case 'evidence_limit':
      return apiErrors.evidenceLimit(planLimits.evidencePerMilestone, refusal.field);
    case 'plan_item_unknown':
      return apiErrors.planItemUnknown(refusal.field);
    case 'host_not_member':
      return apiErrors.planHostNotMember();
    case 'template_limit':
      return apiErrors.templateLimit(planLimits.templates);
  }
}

function fromClientRefusal(refusal: ClientRefusal): ApiError {
  switch (refusal.reason) {
    case 'client_not_found':
      return apiErrors.notFound();
    case 'account_exists':
      return apiErrors.accountExists();
    case 'invitation_accepted':
      return apiErrors.invitationAccepted();
    case 'client_disabled':
      return apiErrors.clientDisabled();
  }
}

function fromSiteContentRefusal(refusal: SiteContentRefusal): ApiError {
  switch (refusal.reason) {
    case 'content_changed':
      return apiErrors.contentChanged();
    case 'image_unknown':
      return apiErrors.imageUnknown(String(refusal.detail));
    case 'image_not_found':
      return apiErrors.notFound();
    case 'image_in_use':
      return apiErrors.imageInUse(String(refusal.detail));
    case 'render_failed':
      return apiErrors.renderFailed();
    case 'render_too_slow':
      return apiErrors.renderTooSlow(
        refusal.detail === undefined ? undefined : String(refusal.detail),
      );
    case 'version_not_found':
      return apiErrors.notFound();
    case 'image_missing':
      return apiErrors.fileMissing();
    case 'image_too_large':
      return apiErrors.imageTooLarge(Number(refusal.detail));
    case 'image_not_accepted':
      return apiErrors.imageNotAccepted();
    case 'image_too_tall':
      return apiErrors.imageTooTall(siteImageLimits.side, siteImageMaxRatio);
    case 'site_not_built':
      return apiErrors.siteNotBuilt();
  }
}

function fromSetupRefusal(refusal: SetupRefusal): ApiError {
  switch (refusal.reason) {
    case 'setup_link_invalid':
      return apiErrors.setupLinkInvalid();
    case 'setup_link_used':
      return apiErrors.setupLinkUsed();
    case 'setup_link_expired':
      return apiErrors.setupLinkExpired();
    case 'setup_closed':
      return apiErrors.setupClosed();
  }
}

function fromCalendarFailure(failure: CalendarFailure): ApiError {
  const field = failure.reason === 'login_refused' ? 'password' : 'url';
  return apiErrors.calendarUnavailable(calendarFailureMessages[failure.reason], field);
}

function fromRateLimitRefusal(refusal: RateLimitRefusal): ApiError {
  return refusal.limit === 'requests'
    ? apiErrors.overRequestRateLimit(refusal.retryAfterSeconds)
    : apiErrors.emailCooldown(refusal.retryAfterSeconds);
}

function asApiError(error: FastifyError | Error, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AuthError) return fromAuthError(error);
  if (error instanceof RateLimitRefusal) return fromRateLimitRefusal(error);
  if (error instanceof AgendaRefusal) return fromAgendaRefusal(error);
  if (error instanceof MaterialRefusal) return fromMaterialRefusal(error);
  if (error instanceof MessageRefusal) return fromMessageRefusal(error);
  if (error instanceof PlanRefusal) return fromPlanRefusal(error);
  if (error instanceof ClientRefusal) return fromClientRefusal(error);
  if (error instanceof SiteContentRefusal) return fromSiteContentRefusal(error);
  if (error instanceof SetupRefusal) return fromSetupRefusal(error);
  if (error instanceof CalendarFailure) return fromCalendarFailure(error);
  if (error instanceof HostNotFound) return apiErrors.notFound();
  switch (failureKind(error, request)) {
    case 'store_unavailable':
      return apiErrors.serviceUnavailable();
    case 'row_gone':
      // The signed-in account was deleted while this request wrote something of it.
      return apiErrors.sessionEnded();
    case 'body_too_large':
      return apiErrors.bodyTooLarge();
    case 'unsupported_media_type':
      return apiErrors.unsupportedMediaType();
    case 'bad_request':
      return apiErrors.validation('Requisição inválida.');
    case 'unexpected':
      return apiErrors.unexpected();
  }
}

/** `{ code, message, field? }` with the error's status and headers; never a 5xx's internals. */
export function sendApiError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const apiError = asApiError(error, request);
  const body = {
    code: apiError.code,
    message: apiError.message,
    ...(apiError.field ? { field: apiError.field } : {}),
  };
  return reply.code(apiError.status).headers(apiError.headers).send(body);
}
