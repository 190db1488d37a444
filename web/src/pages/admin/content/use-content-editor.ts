import { useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { siteContentSchema } from '../../../../../shared/site-content/schema.ts';
import {
  fetchPublishedContent,
  publishContent,
  type PublishedContent,
  type UploadedImage,
} from '../../../api/admin-content-api.ts';
import { ApiError } from '../../../api/api-client.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { adminSiteContent } from '../../../content/admin-content.ts';
import { useReportApiFailure } from '../../client-area/use-report-api-failure.ts';
import { type ContentPath, isWithin, withValueAt } from './content-path.ts';

const { toasts } = adminSiteContent;

/** Refusals the server words for the team, beside a field or in a toast. */
const toldByServer = new Set(['validation_failed', 'image_unknown', 'render_failed']);

interface Issue {
  path: string;
  message: string;
}

const firstInPage = (elements: HTMLElement[]) =>
  elements.sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[0];

/**
 * The content as the team edits it: the draft, the live version it started from, each refusal
 * beside the field it names, and publishing. A field registers where its errors go (`anchor`); an
 * issue the schema or the server names deeper (`about.founders.0.photo.id`) lands on the nearest
 * registered field above it.
 */
export function useContentEditor(initial: PublishedContent) {
  const reportFailure = useReportApiFailure();
  const [live, setLive] = useState(initial);
  const [draft, setDraft] = useState(initial.content);
  const [images, setImages] = useState(initial.images);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [publishing, setPublishing] = useState(false);
  const [conflict, setConflict] = useState(false);
  const anchors = useRef(new Map<string, HTMLElement>());
  const unsaved = useMemo(
    () => JSON.stringify(draft) !== JSON.stringify(live.content),
    [draft, live.content],
  );

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
    flushSync(() => setErrors(found));
    const refused = Object.keys(found).map((path) => anchors.current.get(path)!);
    firstInPage(refused)?.focus();
  }

  /** `answer` is live now: the draft starts again from it. */
  function adopt(answer: PublishedContent) {
    setLive(answer);
    setDraft(answer.content);
    setImages(answer.images);
    setErrors({});
    setConflict(false);
  }

  function publishFailed(error: unknown) {
    if (error instanceof ApiError && error.code === 'content_changed') return setConflict(true);
    if (!(error instanceof ApiError) || !toldByServer.has(error.code)) {
      return reportFailure(error, toasts.publishFailedTitle);
    }
    if (error.field) refuse([{ path: error.field, message: error.message }]);
    notifyError({ title: toasts.publishFailedTitle, description: error.message });
  }

  async function publish() {
    const checked = siteContentSchema.safeParse(draft);
    if (!checked.success) {
      refuse(checked.error.issues.map(({ path, message }) => ({ path: path.join('.'), message })));
      return notifyError(toasts.invalid);
    }
    setPublishing(true);
    const outcome = await publishContent(checked.data, live.version).then(
      (answer) => ({ answer }),
      (error: unknown) => ({ error }),
    );
    // The fields are enabled again before one of them may take the focus.
    flushSync(() => setPublishing(false));
    if ('error' in outcome) return publishFailed(outcome.error);
    adopt(outcome.answer);
    notifySuccess(toasts.published(outcome.answer.version));
  }

  async function reload() {
    const outcome = await fetchPublishedContent().then(
      (answer) => ({ answer }),
      (error: unknown) => ({ error }),
    );
    if ('error' in outcome) return reportFailure(outcome.error, toasts.reloadFailedTitle);
    adopt(outcome.answer);
    notifySuccess(toasts.reloaded);
  }

  return {
    live,
    draft,
    images,
    errors,
    unsaved,
    publishing,
    conflict,
    publish: () => void publish(),
    reload,
    adopt,
    /** Puts `value` at `path`; the errors at and inside it go. */
    change<V>(path: ContentPath<V>, value: V) {
      setDraft((current) => withValueAt(current, path, value));
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([at]) => !isWithin(at, path))),
      );
    },
    /** Where the errors at `path` are shown and the keyboard goes for them. */
    anchor: (path: string) => (element: HTMLElement | null) => {
      if (element) anchors.current.set(path, element);
      else anchors.current.delete(path);
    },
    addImage: (image: UploadedImage) => setImages((current) => [image, ...current]),
  };
}

export type ContentEditor = ReturnType<typeof useContentEditor>;
