import LoaderCircle from "lucide-react/icons/loader-circle";

export function Spinner({ label, className = "" }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-3 py-10 text-slate-700 ${className}`}
    >
      <LoaderCircle
        aria-hidden="true"
        className="size-6 animate-spin text-river-600 motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  );
}
