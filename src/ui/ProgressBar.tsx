/** Accessible progress bar; `value` is 0..100. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const rounded = Math.round(Math.max(0, Math.min(100, value)));
  return (
    <div className="w-full" data-testid="progress">
      <div className="mb-1 flex justify-between text-sm text-slate-600">
        <span>{label}</span>
        <span>{rounded}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        {/* Scaled, not resized: a transform moves on the compositor, where a width transition
            re-laid out and repainted the page every frame (a third of a core while zipping). */}
        <div
          className="h-full w-full origin-left rounded-full bg-indigo-600"
          style={{ transform: `scaleX(${rounded / 100})` }}
        />
      </div>
    </div>
  );
}
