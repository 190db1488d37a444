interface CheckTileProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** A yes-or-no setting: a native checkbox in a labelled tile, its hint below the label. */
export function CheckTile({ label, hint, checked, onChange }: CheckTileProps) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-300 bg-white p-4 has-checked:border-brass-600 has-checked:bg-ivory-100">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-4 shrink-0 accent-brass-600"
      />
      <span>
        <span className="block font-medium text-ink-900">{label}</span>
        <span className="block text-small text-ink-700">{hint}</span>
      </span>
    </label>
  );
}
