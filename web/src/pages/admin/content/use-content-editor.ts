import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { siteContentSchema } from '../../../../../shared/site-content/schema.ts';
import {
  type ContentDraft,
  discardContentDraft,
  fetchPublishedContent,
  publishContent,
  type PublishedContent,
  saveContentDraft,
  type UploadedImage,
} from '../../../api/admin-content-api.ts';
import { ApiError } from '../../../api/api-client.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { adminSiteContent } from '../../../content/admin-content.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { createDraftAutosave, type DraftAutosave } from './draft-autosave.ts';
import { createDraftStore, type DraftStore, useDraft } from './draft-store.ts';

const { toasts } = adminSiteContent;
const toastAction = 'content-editor';

/** Refusals the server words for the team, beside a field or in a toast. */
const toldByServer = new Set([
  'validation_failed',
  'image_unknown',
  'render_failed',
  'render_too_slow',
]);

interface Issue {
  path: string;
  message: string;
}

const firstInPage = (elements: HTMLElement[]) =>
  elements.sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[0];

/** The team's draft, saved as they type against the live version it started from. */
function useSavedDraft(store: DraftStore, base: { current: number }, saved: ContentDraft | null) {
  const [autosave] = useState(() =>
    createDraftAutosave(
      () =>
        saveContentDraft(store.draft(), base.current).then(
          (answer) => answer?.saved_at ?? new Date().toISOString(),
        ),
      saved && { at: saved.saved_at, by: saved.saved_by?.email ?? null },
    ),
  );
  useEffect(() => store.subscribeToEdits(autosave.edited), [store, autosave]);
  return autosave;
}

/** Where the draft stands against the server, redrawn when that changes. */
export const useAutosaveState = (autosave: DraftAutosave) =>
  useSyncExternalStore(autosave.subscribe, autosave.state);

/**
 * The content as the team edits it: the draft (`store`, the team's saved draft when there is one),
 * the live version, each refusal beside the field it names, and publishing. A field registers where
 * its errors go (`anchor`); an issue the schema or the server names deeper
 * (`about.founders.0.photo.id`) lands on the nearest registered field above it.
 */
export function useContentEditor(initial: PublishedContent, saved: ContentDraft | null) {
  const reportFailure = useReportApiFailure();
  const [store] = useState(() => createDraftStore(saved?.content ?? initial.content));
  const startedFrom = saved?.base_version ?? initial.version;
  // The state draws the notice; the ref is what a save or a publication reads when it runs.
  const base = useRef(startedFrom);
  const [draftBase, setDraftBase] = useState(startedFrom);
  const autosave = useSavedDraft(store, base, saved);
  const [live, setLive] = useState(initial);
  const [images, setImages] = useState(initial.images);
  const { sending: publishing, send } = useSubmit();
  const discarding = useSubmit();
  const [conflict, setConflict] = useState(false);
  const anchors = useRef(new Map<string, HTMLElement>());

  function anchorOf(path: string) {
    const steps = path.split('.');
    for (let length = steps.length; length > 0; length -= 1) {
      const candidate = steps.slice(0, length).join('.');
      if (anchors.current.has(candidate)) return candidate;
    }
    return undefined;
  }

  /** Shows each issue beside its field and takes the keyboard to the first one in the page. */
  function refuse(issues: Issue[]) {
    const found: Record<string, string> = {};
    for (const { path, message } of issues) {
      const anchor = anchorOf(path);
      if (anchor) found[anchor] ??= message;
    }
    flushSync(() => store.refuse(found));
    const refused = Object.keys(found).map((path) => anchors.current.get(path)!);
    firstInPage(refused)?.focus();
  }

  /** `answer` is live now: the draft starts again from it. */
  function adopt(answer: PublishedContent) {
    setLive(answer);
    setImages(answer.images);
    setConflict(false);
    store.reset(answer.content);
    base.current = answer.version;
    setDraftBase(answer.version);
  }

  /** Drops the team's draft on the server, once no save of it is on its way. */
  async function dropDraft() {
    await autosave.forget();
    await discardContentDraft();
  }

  /** After the editor started again from the live version: a failure is said, nothing undone. */
  const dropDraftAfter = () =>
    dropDraft().catch((error: unknown) =>
      reportFailure(error, toasts.discardFailedTitle, toastAction),
    );

  function publishFailed(error: unknown) {
    if (error instanceof ApiError && error.code === 'content_changed') return setConflict(true);
    if (!(error instanceof ApiError) || !toldByServer.has(error.code)) {
      return reportFailure(error, toasts.publishFailedTitle, toastAction);
    }
    if (error.field) refuse([{ path: error.field, message: error.message }]);
    notifyError({ title: toasts.publishFailedTitle, description: error.message }, toastAction);
  }

  async function publish() {
    const checked = siteContentSchema.safeParse(store.draft());
    if (!checked.success) {
      refuse(checked.error.issues.map(({ path, message }) => ({ path: path.join('.'), message })));
      return notifyError(toasts.invalid, toastAction);
    }
    const outcome = await send(async () => {
      // The draft on the server is the one published: no save of it may land after.
      await autosave.flush();
      return publishContent(checked.data, base.current);
    });
    if ('error' in outcome) return publishFailed(outcome.error);
    await autosave.forget();
    adopt(outcome.answer);
    notifySuccess(toasts.published(outcome.answer.version), toastAction);
  }

  /** Starts again from the live version, dropping the team's draft. */
  async function reload() {
    const outcome = await fetchPublishedContent().then(
      (answer) => ({ answer }),
      (error: unknown) => ({ error }),
    );
    if ('error' in outcome)
      return reportFailure(outcome.error, toasts.reloadFailedTitle, toastAction);
    adopt(outcome.answer);
    await dropDraftAfter();
    notifySuccess(toasts.reloaded, toastAction);
  }

  async function discard() {
    const outcome = await discarding.send(dropDraft);
    if ('error' in outcome)
      return reportFailure(outcome.error, toasts.discardFailedTitle, toastAction);
    adopt(live);
    notifySuccess(toasts.discarded, toastAction);
  }

  return {
    store,
    autosave,
    /** The live version the draft started from: older than `live` when someone published since. */
    draftBase,
    live,
    images,
    publishing,
    conflict,
    publish: () => void publish(),
    discarding: discarding.sending,
    discard,
    reload,
    /** `answer` was published by a restore: the team's draft goes, as the console said it would. */
    async adoptRestored(answer: PublishedContent) {
      adopt(answer);
      await dropDraftAfter();
    },
    /** Where the errors at `path` are shown and the keyboard goes for them. */
    anchor: (path: string) => (element: HTMLElement | null) => {
      if (element) anchors.current.set(path, element);
      else anchors.current.delete(path);
    },
    addImage: (image: UploadedImage) => setImages((current) => [image, ...current]),
    /** The photo is gone from the server (deleted here, or by someone else before). */
    dropImage: (id: string) => setImages((current) => current.filter((image) => image.id !== id)),
  };
}

export type ContentEditor = ReturnType<typeof useContentEditor>;

/** The draft differs from the live version: there is something to publish, or to lose. */
export function useUnsaved({ store, live }: ContentEditor) {
  const draft = useDraft(store);
  return useMemo(
    () => JSON.stringify(draft) !== JSON.stringify(live.content),
    [draft, live.content],
  );
}
