import Crop from "lucide-react/icons/crop";
import { useEffect, useId, useRef, useState } from "react";
import { useMessages } from "~/lib/i18n/use-lang";
import { cropLogo, loadImage, LogoToolError, type CropResult } from "../crop";
import { logoToolMessages } from "../messages";

export const DEFAULT_LOGO = "/images/static/logo-raw.png";
/** docs/product.md §7: the tool's default margin is 20; this page uses 30. */
export const PAGE_MARGIN = 30;

type State =
  | { status: "idle" }
  | { status: "processing" }
  | { status: "done"; result: CropResult; url: string }
  | { status: "error"; message: string };

/** docs/product.md §7 logo tool: idle → processing → done | error. */
export function LogoTool() {
  const t = useMessages(logoToolMessages);
  const id = useId();
  const [src, setSrc] = useState(DEFAULT_LOGO);
  const [margin, setMargin] = useState(PAGE_MARGIN);
  const [state, setState] = useState<State>({ status: "idle" });
  const objectUrls = useRef<string[]>([]);

  useEffect(() => () => objectUrls.current.forEach((u) => URL.revokeObjectURL(u)), []);
  const track = (u: string) => (objectUrls.current.push(u), u);

  const onFile = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    // A data: URL rather than a blob: URL, so tools that re-fetch blob URLs under the page's CSP
    // (connect-src 'self') have nothing to fetch.
    const reader = new FileReader();
    reader.onload = () => {
      setSrc(String(reader.result));
      setState({ status: "idle" });
    };
    reader.onerror = () => setState({ status: "error", message: t.errors.load });
    reader.readAsDataURL(file);
  };

  const run = async () => {
    setState({ status: "processing" });
    try {
      const img = await loadImage(src);
      const result = await cropLogo(img, margin);
      const url = track(URL.createObjectURL(result.blob));
      const a = document.createElement("a");
      a.href = url;
      a.download = "logo-cropped.png";
      document.body.append(a);
      a.click();
      a.remove();
      setState({ status: "done", result, url });
    } catch (err) {
      const message =
        err instanceof LogoToolError
          ? t.errors[err.code]
          : err instanceof Error
            ? err.message
            : String(err);
      setState({ status: "error", message });
    }
  };

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-2">
      <div className="space-y-5">
        <figure>
          <figcaption className="mb-2 font-semibold text-navy-900">{t.source}</figcaption>
          <div className="rounded-xl border border-slate-300 bg-[repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-[length:20px_20px] p-2">
            <img src={src} alt={t.source} className="mx-auto max-h-64 w-auto" />
          </div>
          <p className="mt-1 text-sm text-slate-600">{t.defaultImage}</p>
        </figure>
        <div>
          <label htmlFor={`${id}-file`} className="block font-semibold text-navy-900">
            {t.file}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/*"
            onChange={onFile}
            className="mt-2 block w-full text-sm"
          />
        </div>
        <div>
          <label htmlFor={`${id}-margin`} className="block font-semibold text-navy-900">
            {t.margin}
          </label>
          <input
            id={`${id}-margin`}
            type="number"
            min={0}
            max={500}
            value={margin}
            onChange={(e) => setMargin(Math.max(0, Number(e.target.value) || 0))}
            className="mt-2 w-32 rounded-lg border border-slate-400 px-3 py-2"
          />
        </div>
        <button
          type="button"
          onClick={run}
          disabled={state.status === "processing"}
          className="btn-primary"
        >
          <Crop aria-hidden="true" className="size-5" />
          {t.run}
        </button>
      </div>
      <div>
        <div
          role="status"
          aria-live="polite"
          data-status={state.status}
          className="rounded-xl bg-slate-50 p-4 font-semibold"
        >
          {state.status === "idle" && <span className="text-slate-700">{t.idle}</span>}
          {state.status === "processing" && <span className="text-slate-700">{t.processing}</span>}
          {state.status === "done" && (
            <span className="text-river-700">
              {t.done}
              <span className="mt-1 block text-sm font-normal text-slate-700">
                {t.size(
                  state.result.sourceWidth,
                  state.result.sourceHeight,
                  state.result.width,
                  state.result.height,
                )}
              </span>
            </span>
          )}
        </div>
        {state.status === "error" && (
          <p role="alert" className="mt-3 rounded-xl bg-red-50 p-4 font-semibold text-red-800">
            {t.errorPrefix}: {state.message}
          </p>
        )}
        {state.status === "done" && (
          <figure className="mt-4">
            <figcaption className="mb-2 font-semibold text-navy-900">{t.result}</figcaption>
            <div className="rounded-xl border border-slate-300 bg-[repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-[length:20px_20px] p-2">
              <img src={state.url} alt={t.result} className="mx-auto max-h-64 w-auto" />
            </div>
          </figure>
        )}
      </div>
    </div>
  );
}
