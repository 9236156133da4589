/**
 * A labelled progress bar (the newsletter's welcome send and a campaign's send). The global
 * reduced-motion rule in app.css stops the width transition for visitors who ask for it.
 */
export function ProgressBar({
  label,
  value,
  max,
  valueText,
  className = "",
}: {
  label: string;
  value: number;
  max: number;
  valueText: string;
  className?: string;
}) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={`h-3 w-full overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      <div
        className="h-full bg-river-600 transition-[width] duration-300"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
