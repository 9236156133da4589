import Copy from "lucide-react/icons/copy";
import Download from "lucide-react/icons/download";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { IconButton } from "~/components/ui/icon-button";
import { useMessages } from "~/lib/i18n/use-lang";
import { accountMessages } from "../messages";

/** The backup codes shown once two-step sign-in is on: focused, to copy or download, then put away. */
export function BackupCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const t = useMessages(accountMessages);
  const codesRef = useRef<HTMLDivElement>(null);
  useEffect(() => codesRef.current?.focus(), []);

  function copyCodes() {
    navigator.clipboard
      ?.writeText(codes.join("\n"))
      .then(() => toast.success(t.codesCopied))
      .catch(() => toast.error(t.genericError));
  }

  function downloadCodes() {
    const url = URL.createObjectURL(
      new Blob([`${t.backupTitle}\n\n${codes.join("\n")}\n`], {
        type: "text/plain;charset=utf-8",
      }),
    );
    const a = document.createElement("a");
    a.href = url;
    a.download = "rib-warsaw-admin-backup-codes.txt";
    a.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div
      ref={codesRef}
      tabIndex={-1}
      className="mt-4 rounded-lg border border-amber-400 bg-amber-50 p-4"
      data-testid="backup-codes"
    >
      <h3 className="font-bold text-navy-900">{t.backupTitle}</h3>
      <p className="mt-1 text-sm text-slate-800">{t.backupText}</p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-base text-navy-900">
        {codes.map((c) => (
          <li key={c} className="rounded bg-white px-2 py-1 text-center">
            {c}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <IconButton icon={Copy} className="btn-secondary min-h-11" onClick={copyCodes}>
          {t.copyCodes}
        </IconButton>
        <IconButton icon={Download} className="btn-secondary min-h-11" onClick={downloadCodes}>
          {t.downloadCodes}
        </IconButton>
        <button type="button" className="btn-primary min-h-11" onClick={onSaved}>
          {t.codesSaved}
        </button>
      </div>
    </div>
  );
}
