import { ChevronLeft, ChevronRight } from 'lucide-react';
import { adminContent } from '../content/admin.ts';
import { Button } from './button.tsx';

interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  onPage(page: number): void;
}

/** "Página 2 de 5", and the pages before and after; nothing when everything fits on one. */
export function Pagination({ page, perPage, total, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages === 1) return null;
  const { pagination: copy } = adminContent;
  return (
    <nav aria-label={copy.label} className="mt-8 flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {copy.previous}
      </Button>
      <p className="text-small text-ink-700 tabular-nums">{copy.position(page, pages)}</p>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {copy.next}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
