import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { AdminApiError, redirectIfUnauthorised } from "~/lib/admin-api-client";
import { campaignsApi } from "../api/campaigns";
import { useMessages } from "~/lib/i18n/use-lang";
import { campaignMessages } from "../messages";
import type { CampaignDetail } from "../types";
import { EMPTY_FORM, bodyOf, formOf, sameForm, savable, type CampaignForm } from "./campaign-form";
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from "./local-draft";

/** How long after the last keystroke the draft is saved to the server (ms). */
const AUTOSAVE_MS = 1500;

/** Where the draft stands: saved by hand or by itself, or kept only in this browser. */
export type DraftState = "idle" | "autosaved" | "local" | "restored";

/**
 * The text of one campaign in the editor and how it is kept (issue 34, item 13): every change is
 * copied to this browser at once, saved to the server 1.5 s after the last one (and when the
 * editor closes) once it has a Polish subject and text, and restored from the browser when the
 * editor opens on text the server does not hold yet. Saves run one after another, so a new
 * campaign is created once. `save()` is the "Zapisz szkic" button: a toast, and field errors.
 */
export function useCampaignDraft({
  initialId,
  campaign,
  editable,
  setCampaign,
  onCreated,
  onChanged,
}: {
  initialId: number | null;
  campaign: CampaignDetail | null;
  editable: boolean;
  setCampaign: (c: CampaignDetail) => void;
  onCreated: (id: number) => void;
  onChanged: () => void;
}) {
  const t = useMessages(campaignMessages);
  const [id, setId] = useState<number | null>(initialId);
  const [form, setFormState] = useState<CampaignForm>(EMPTY_FORM);
  const [saved, setSaved] = useState<CampaignForm>(EMPTY_FORM);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<DraftState>("idle");
  // What the saves read: the latest values, whatever render they were queued from.
  const now = useRef({ id: initialId, form: EMPTY_FORM, saved: EMPTY_FORM, editable });
  now.current.editable = editable;
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  // A new campaign: the browser's copy of one not saved yet, if there is one.
  useEffect(() => {
    if (initialId !== null) return;
    const local = readLocalDraft(null);
    if (local && !sameForm(local, EMPTY_FORM)) {
      now.current.form = local;
      setFormState(local);
      setState("restored");
    }
  }, [initialId]);

  // An existing one: the server's text once loaded, or the browser's newer copy of it.
  const loadedId = useRef<number | null>(null);
  useEffect(() => {
    if (!campaign || loadedId.current === campaign.id) return;
    loadedId.current = campaign.id;
    const server = formOf(campaign);
    const local = readLocalDraft(campaign.id);
    const restore = local && !sameForm(local, server) && now.current.editable;
    now.current.form = restore ? local : server;
    now.current.saved = server;
    setFormState(now.current.form);
    setSaved(server);
    if (restore) setState("restored");
    else clearLocalDraft(campaign.id);
  }, [campaign]);

  const set = useCallback(<K extends keyof CampaignForm>(key: K, value: CampaignForm[K]) => {
    const next = { ...now.current.form, [key]: value };
    now.current.form = next;
    setFormState(next);
    writeLocalDraft(now.current.id, next);
  }, []);

  /** One save to the server; `auto` is the quiet save as you type or on leaving. */
  const saveOnce = useCallback(
    async (quiet: boolean, auto: boolean): Promise<number | null> => {
      const { id: current, form: text, saved: held } = now.current;
      if (current !== null && sameForm(text, held)) return current;
      if (current === null && sameForm(text, EMPTY_FORM)) return null;
      if (auto && !savable(text)) {
        setState("local");
        return current;
      }
      if (!auto) {
        setSaving(true);
        setErrors({});
      }
      try {
        const c =
          current === null
            ? await campaignsApi.create(bodyOf(text))
            : await campaignsApi.update(current, bodyOf(text));
        now.current.saved = text;
        setSaved(text);
        setCampaign(c);
        clearLocalDraft(current);
        if (current === null) {
          loadedId.current = c.id;
          now.current.id = c.id;
          setId(c.id);
          // Saved on leaving: the list stays on screen.
          if (mounted.current) onCreated(c.id);
        }
        // Typed on while it was saving: the browser keeps the newer text under the id.
        if (!sameForm(now.current.form, text)) writeLocalDraft(c.id, now.current.form);
        setState(auto ? "autosaved" : "idle");
        if (!quiet) toast.success(t.saved);
        onChanged();
        return c.id;
      } catch (err) {
        if (redirectIfUnauthorised(err)) return null;
        if (auto) {
          setState("local");
          return null;
        }
        if (err instanceof AdminApiError && err.fieldErrors) setErrors(err.fieldErrors);
        toast.error(t.saveFailed, {
          description: err instanceof AdminApiError && err.message ? err.message : t.saveFailed,
        });
        return null;
      } finally {
        if (!auto) setSaving(false);
      }
    },
    [t, setCampaign, onCreated, onChanged],
  );

  const queue = useCallback(
    (quiet: boolean, auto: boolean): Promise<number | null> => {
      const next = chain.current.then(() => saveOnce(quiet, auto));
      chain.current = next.catch(() => null);
      return next;
    },
    [saveOnce],
  );

  // Save as you type: 1.5 s after the last change.
  useEffect(() => {
    if (!editable || (id !== null && sameForm(form, saved))) return;
    const handle = setTimeout(() => void queue(true, true), AUTOSAVE_MS);
    return () => clearTimeout(handle);
  }, [form, saved, id, editable, queue]);

  // And on leaving the editor (back to the list, another tab).
  const queueRef = useRef(queue);
  queueRef.current = queue;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    // The same object for the editor's life (only its fields change): read at leaving.
    const latest = now.current;
    return () => {
      mounted.current = false;
      if (latest.editable) void queueRef.current(true, true);
    };
  }, []);

  return {
    id,
    form,
    saved,
    set,
    errors,
    setErrors,
    saving,
    state,
    dirty: !sameForm(form, saved),
    /** "Zapisz szkic" (quiet: before a test send or a send); the campaign's id, or null. */
    save: (quiet = false) => queue(quiet, false),
  };
}
