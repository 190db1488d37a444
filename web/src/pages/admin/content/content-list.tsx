import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { siteContentLimits } from '../../../../../shared/site-content/schema.ts';
import { Button } from '../../../components/button.tsx';
import { FieldError } from '../../../components/field-error.tsx';
import { adminSiteContent } from '../../../content/admin-content.ts';
import { classNames } from '../../../lib/class-names.ts';
import { useEditor } from './content-editor-context.ts';
import type { ContentPath } from './content-path.ts';
import { useDraftValue, useFieldError } from './draft-store.ts';

const { list: copy } = adminSiteContent;
const max = siteContentLimits.items;

interface ContentListProps<T> {
  path: ContentPath<T[]>;
  legend: string;
  hint?: string;
  /** "Fundador 2": how an item is named, in its heading and its buttons. */
  itemName(position: number): string;
  addLabel: string;
  emptyText?: string;
  /** The fewest items the schema takes: the last ones cannot be removed. */
  min: 0 | 1;
  newItem(): T;
  /** An item's fields. */
  children(index: number, name: string): ReactNode;
  /** One field per item (a list of offers): the item's buttons sit beside it, with no heading. */
  compact?: boolean;
}

type Control = 'up' | 'down' | 'remove';

/**
 * A list of the document (founders, links, offers...): items can be added up to the schema's
 * limit, moved up and down and removed, and the keyboard follows the item it acted on.
 */
export function ContentList<T>({
  path,
  legend,
  hint,
  itemName,
  addLabel,
  emptyText,
  min,
  newItem,
  children,
  compact,
}: ContentListProps<T>) {
  const editor = useEditor();
  const items = useDraftValue<T[]>(editor.store, path);
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const error = useFieldError(editor.store, path);
  const full = items.length >= max;

  const controlRef = (index: number, control: Control) => (element: HTMLButtonElement | null) => {
    if (element) controls.current.set(`${index}:${control}`, element);
    else controls.current.delete(`${index}:${control}`);
  };
  const focusControl = (index: number, wanted: Control[]) => {
    const found = wanted
      .map((control) => controls.current.get(`${index}:${control}`))
      .find((button) => button && !button.disabled);
    (found ?? addButton.current)?.focus();
  };
  const update = (next: T[]) => flushSync(() => editor.store.change(path, next));

  function move(index: number, by: -1 | 1) {
    const next = [...items];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    update(next);
    focusControl(index + by, by === -1 ? ['up', 'down'] : ['down', 'up']);
  }
  function remove(index: number) {
    update(items.filter((_, at) => at !== index));
    focusControl(Math.min(index, items.length - 2), ['remove']);
  }
  function add() {
    if (full) return;
    update([...items, newItem()]);
    const added = list.current?.lastElementChild;
    (
      added?.querySelector<HTMLElement>('input, textarea') ?? added?.querySelector('button')
    )?.focus();
  }

  const buttons = (index: number, name: string) => (
    <div className="flex shrink-0 gap-1">
      <Button
        ref={controlRef(index, 'up')}
        variant="ghost"
        className="w-11"
        aria-label={copy.moveUp(name)}
        disabled={index === 0}
        onClick={() => move(index, -1)}
      >
        <ArrowUp aria-hidden="true" className="size-4 shrink-0" />
      </Button>
      <Button
        ref={controlRef(index, 'down')}
        variant="ghost"
        className="w-11"
        aria-label={copy.moveDown(name)}
        disabled={index === items.length - 1}
        onClick={() => move(index, 1)}
      >
        <ArrowDown aria-hidden="true" className="size-4 shrink-0" />
      </Button>
      <Button
        ref={controlRef(index, 'remove')}
        variant="ghost"
        className="w-11 text-danger-700 hover:text-danger-800"
        aria-label={copy.remove(name)}
        disabled={items.length <= min}
        onClick={() => remove(index)}
      >
        <Trash2 aria-hidden="true" className="size-4 shrink-0" />
      </Button>
    </div>
  );

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-small font-semibold text-ink-900">{legend}</legend>
      {hint && <p className="-mt-1 text-caption text-ink-600">{hint}</p>}
      {items.length === 0 && emptyText && <p className="text-small text-ink-600">{emptyText}</p>}
      {items.length > 0 && (
        <ol ref={list} className={classNames('flex flex-col', compact ? 'gap-2' : 'gap-4')}>
          {items.map((_, index) => {
            const name = itemName(index + 1);
            return compact ? (
              <li key={index} className="flex items-start gap-2">
                <div className="min-w-0 flex-1">{children(index, name)}</div>
                <div className="pt-7">{buttons(index, name)}</div>
              </li>
            ) : (
              <li
                key={index}
                className="flex min-w-0 flex-col gap-4 rounded-2xl border border-sand-300 bg-white/60 p-4 sm:p-5"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-display text-title-4 font-medium text-ink-900">{name}</p>
                  {buttons(index, name)}
                </div>
                {children(index, name)}
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={(element) => {
            addButton.current = element;
            editor.anchor(path)(element);
          }}
          variant="outline"
          aria-disabled={full || undefined}
          aria-describedby={
            [full && `${id}-full`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
          }
          className={classNames(full && 'opacity-60')}
          onClick={add}
        >
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
        {full && (
          <p id={`${id}-full`} className="text-caption text-ink-600">
            {copy.full(max)}
          </p>
        )}
      </div>
      {error && <FieldError id={`${id}-error`} message={error} />}
    </fieldset>
  );
}
