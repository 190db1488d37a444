/** A field's hint, with how much of its length is used ("6 de 2.000 caracteres") at the end. */
export function HintWithCount({ hint, count }: { hint: string; count: string }) {
  return (
    <span className="flex flex-wrap justify-between gap-x-4 gap-y-1">
      <span>{hint}</span> <span className="tabular-nums">{count}</span>
    </span>
  );
}
