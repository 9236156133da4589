import ImagePlus from "lucide-react/icons/image-plus";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { ProgressBar } from "~/components/ui/progress-bar";
import { redirectIfUnauthorised } from "~/lib/admin-api-client";
import { ACCEPT } from "../api/upload-file";
import { errorText, mediaApi, type T } from "../api/media";

interface Progress {
  name: string;
  sent: number;
  total: number;
}

/** The file chooser (several at once) and each file's progress; files go one after another. */
export function Uploader({
  t,
  onDone,
  replaceId,
  label,
  onBusy,
}: {
  t: T;
  onDone: () => void;
  replaceId?: number;
  label?: string;
  onBusy?: (busy: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const id = replaceId ? `replace-${replaceId}` : "photo-upload";

  async function send(files: File[]) {
    onBusy?.(true);
    let ok = 0;
    for (const file of files) {
      setProgress({ name: file.name, sent: 0, total: file.size });
      try {
        await mediaApi.upload(
          file,
          (sent, total) => setProgress({ name: file.name, sent, total }),
          replaceId,
        );
        ok += 1;
      } catch (err) {
        if (redirectIfUnauthorised(err)) return;
        toast.error(t.uploadFailed(file.name, errorText(err, t)));
      }
    }
    setProgress(null);
    onBusy?.(false);
    if (input.current) input.current.value = "";
    if (ok > 0) toast.success(replaceId ? t.replaced : t.uploaded(ok));
    onDone();
  }

  return (
    <div className={replaceId ? "" : "mt-4"}>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        multiple={!replaceId}
        className="sr-only"
        disabled={progress !== null}
        onChange={(e) => {
          const files = [...(e.currentTarget.files ?? [])];
          if (files.length > 0) void send(files);
        }}
      />
      <label
        htmlFor={id}
        className={`${replaceId ? "btn-secondary" : "btn-primary"} inline-flex cursor-pointer items-center gap-2`}
      >
        {replaceId ? (
          <RefreshCw aria-hidden="true" className="size-4" />
        ) : (
          <ImagePlus aria-hidden="true" className="size-5" />
        )}
        {label ?? t.add}
      </label>
      {!replaceId ? <p className="mt-2 text-sm text-slate-600">{t.addHint}</p> : null}
      {progress ? (
        <div className="mt-3" aria-live="polite">
          <p className="text-sm text-slate-700">{t.uploading(progress.name)}</p>
          <ProgressBar
            className="mt-1"
            label={t.uploading(progress.name)}
            value={progress.sent}
            max={progress.total}
            valueText={`${Math.round((progress.sent / Math.max(progress.total, 1)) * 100)}%`}
          />
        </div>
      ) : null}
    </div>
  );
}
