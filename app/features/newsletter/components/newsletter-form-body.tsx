import { useEffect, useRef, useState } from "react";
import { useActionData } from "react-router";
import { PageLink } from "~/components/page-link";
import { CheckboxField, HoneypotField, TextField } from "~/components/ui/form-field";
import { postJson } from "~/components/ui/post-json";
import { useHydrated } from "~/components/ui/use-hydrated";
import { WHATSAPP_GROUP_INVITE } from "~/config/site";
import type { Lang } from "~/lib/i18n/lang";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { newsletterMessages } from "../messages";
import type { NewsletterRegion } from "../regions";
import {
  subscribeNotice,
  type NewsletterPosted,
  type NewsletterValues,
  type SubscribeNotice,
} from "../result";

type Field = "name" | "email" | "phone" | "consent";
const FIELD_ORDER: Field[] = ["name", "email", "phone", "consent"];
type Values = NewsletterValues;
const EMPTY: Values = {
  name: "",
  email: "",
  phone: "",
  whatsappGroup: false,
  consent: false,
  phoneConsent: false,
};
/** The text inputs in form order (the label is the message of the same name); only the phone number is optional. */
const TEXT_INPUTS: ReadonlyArray<{
  name: "name" | "email" | "phone";
  type?: "email" | "tel";
  autoComplete: string;
  maxLength: number;
  optional?: true;
}> = [
  { name: "name", autoComplete: "given-name", maxLength: 100 },
  { name: "email", type: "email", autoComplete: "email", maxLength: 255 },
  {
    name: "phone",
    type: "tel",
    autoComplete: "tel",
    maxLength: 20,
    optional: true,
  },
];

/** The schema (and zod) load on first interaction, never with the page. */
const loadSchema = () => import("../schema");
type SchemaModule = Awaited<ReturnType<typeof loadSchema>>;
let schemaModule: SchemaModule | undefined;
async function getSchemaModule() {
  schemaModule ??= await loadSchema();
  return schemaModule;
}

function validate(mod: SchemaModule, values: Values, lang: Lang): Partial<Record<Field, string>> {
  const parsed = mod.newsletterSchema(lang).safeParse(values);
  if (parsed.success) return {};
  const out: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) out[issue.path[0] as Field] ??= issue.message;
  return out;
}

/** Opens the WhatsApp group invitation in a tab opened during the click, so popup blockers allow it. */
function openBlankTab(): Window | null {
  try {
    return window.open("about:blank", "_blank");
  } catch {
    return null;
  }
}

/** A sign-up's success: the toast, and the WhatsApp group in the tab opened during the click (or a button to open it). */
function welcome(
  toast: typeof import("sonner").toast,
  told: SubscribeNotice,
  whatsapp: boolean,
  tab: Window | null,
  openLabel: string,
) {
  const invite = WHATSAPP_GROUP_INVITE;
  if (whatsapp && tab && !tab.closed) {
    tab.opener = null;
    tab.location.href = invite;
  }
  toast.success(told.title, {
    description: told.text,
    action:
      whatsapp && !tab
        ? { label: openLabel, onClick: () => window.open(invite, "_blank", "noopener,noreferrer") }
        : undefined,
  });
}

/** What a visitor typed or ticked before the page hydrated is in the DOM, not in state: taken over once. */
function useTypedBeforeHydration(
  formRef: React.RefObject<HTMLFormElement | null>,
  setValues: (v: Values) => void,
) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const text = (name: string) =>
      (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
    const box = (name: string) =>
      (form.elements.namedItem(name) as HTMLInputElement | null)?.checked ?? false;
    const typed: Values = {
      name: text("name"),
      email: text("email"),
      phone: text("phone"),
      whatsappGroup: box("whatsappGroup"),
      consent: box("consent"),
      phoneConsent: box("phoneConsent"),
    };
    if (Object.entries(typed).some(([key, value]) => value !== EMPTY[key as keyof Values]))
      setValues(typed);
    // Once, at hydration (the ref and the state setter never change).
  }, [formRef, setValues]);
}

/** The WhatsApp group, the newsletter consent (with the privacy and terms links) and the phone consent. */
function ConsentChecks({
  id,
  values,
  error,
  update,
  consentRef,
}: {
  id: (f: string) => string;
  values: Values;
  error: string | undefined;
  update: (patch: Partial<Values>) => void;
  consentRef: (el: HTMLInputElement | null) => void;
}) {
  const t = useMessages(newsletterMessages);
  return (
    <>
      <CheckboxField
        id={id("whatsapp")}
        name="whatsappGroup"
        label={t.whatsappGroup}
        checked={values.whatsappGroup}
        onChange={(e) => update({ whatsappGroup: e.target.checked })}
      />
      <CheckboxField
        id={id("consent")}
        name="consent"
        label={t.consent}
        after={
          <>
            <PageLink to="/polityka-prywatnosci" className="link" target="_blank">
              {t.privacyLink}
            </PageLink>
            {" · "}
            <PageLink to="/regulamin" className="link" target="_blank">
              {t.termsLink}
            </PageLink>
          </>
        }
        checked={values.consent}
        onChange={(e) => update({ consent: e.target.checked })}
        error={error}
        inputRef={consentRef}
      />
      {/* SMS and phone calls: a consent of its own, optional (issue 45, item 15). */}
      <CheckboxField
        id={id("phone-consent")}
        name="phoneConsent"
        label={t.phoneConsent}
        checked={values.phoneConsent}
        onChange={(e) => update({ phoneConsent: e.target.checked })}
      />
    </>
  );
}

/**
 * The newsletter form (docs/product.md §5): name, email, optional phone, WhatsApp group, GDPR consent and
 * a honeypot. Shared by the special-cruises dialog (region "warsaw") and the promotional page
 * (region "all").
 */
export function NewsletterFormBody({
  region,
  idPrefix,
  onSuccess,
}: {
  region: NewsletterRegion;
  idPrefix: string;
  onSuccess?: () => void;
}) {
  const lang = useLang();
  const t = useMessages(newsletterMessages);
  // The answer to this form sent without JavaScript, a plain post to the page's action (issue
  // 34, item 8): shown in the form, with what was typed after an error.
  const actionData = useActionData() as { newsletter?: NewsletterPosted | null } | undefined;
  const posted =
    actionData?.newsletter &&
    (actionData.newsletter.form === idPrefix || actionData.newsletter.form === "")
      ? actionData.newsletter
      : undefined;
  const [values, setValues] = useState<Values>(posted?.values ?? EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(
    (posted?.body.fieldErrors ?? {}) as Partial<Record<Field, string>>,
  );
  const postedNotice = posted ? subscribeNotice(posted.status, posted.body, t) : null;
  const [notice, setNotice] = useState<(SubscribeNotice & { whatsapp: boolean }) | null>(
    posted && postedNotice ? { ...postedNotice, whatsapp: posted.whatsappGroup } : null,
  );
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Until then a submission is a plain form post (decision 296); tests wait for this.
  const hydrated = useHydrated();

  useTypedBeforeHydration(formRef, setValues);

  const update = (patch: Partial<Values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (touched && schemaModule) setErrors(validate(schemaModule, next, lang));
  };

  const focusFirst = (errs: Partial<Record<Field, string>>) => {
    const first = FIELD_ORDER.find((f) => errs[f]);
    if (first) refs.current[first]?.focus();
  };

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (pending) return;
    setTouched(true);
    setNotice(null);
    const mod = schemaModule ?? (await getSchemaModule());
    const errs = validate(mod, values, lang);
    setErrors(errs);
    if (Object.keys(errs).length) return focusFirst(errs);

    const tab = values.whatsappGroup ? openBlankTab() : null;
    setPending(true);
    // sonner loads with the first submission, not with the page (the form is server-rendered
    // on the promotional page, so a static import would put it in that page's first load).
    const toastModule = import("sonner");
    const { status, data } = await postJson<{ status: string }>("/api/newsletter/subscribe", {
      ...values,
      region,
      language: lang,
      website: honeypot,
    });
    setPending(false);
    const { toast } = await toastModule;
    // Any answer of the service, read as the plain form post reads it (result.ts).
    const told = subscribeNotice(status, data, t);

    if (told && (status === 202 || told.kind === "success")) {
      // 202: an address that unsubscribed earlier; its owner confirms by e-mail (decision 280),
      // so no WhatsApp invitation yet.
      if (status === 202) {
        tab?.close();
        toast.success(told.title, { description: told.text });
      } else welcome(toast, told, values.whatsappGroup, tab, t.openWhatsapp);
      setValues(EMPTY);
      setErrors({});
      setTouched(false);
      onSuccess?.();
      return;
    }
    tab?.close();
    if (told?.kind === "info") {
      toast.info(told.title, { description: told.text });
      return;
    }
    if (status === 400 && data.fieldErrors) {
      const fieldErrs = data.fieldErrors as Partial<Record<Field, string>>;
      setErrors(fieldErrs);
      focusFirst(fieldErrs);
    }
    if (told) toast.error(told.title, { description: told.text });
  }

  const id = (f: string) => `${idPrefix}-${f}`;
  const ref = (f: Field) => (el: HTMLInputElement | null) => {
    refs.current[f] = el;
  };

  return (
    <form
      ref={formRef}
      method="post"
      // Without JavaScript: post to this page and come back scrolled to the answer.
      action={`#${idPrefix}-result`}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void getSchemaModule()}
      className="relative space-y-4"
      aria-busy={pending}
      data-hydrated={hydrated ? "true" : undefined}
    >
      {/* A post with invalid fields comes back here, to the first field and its message. */}
      {posted && !postedNotice ? (
        <span id={`${idPrefix}-result`} className="block scroll-mt-24" />
      ) : null}
      {TEXT_INPUTS.map(({ name, type, autoComplete, maxLength, optional }) => (
        <TextField
          key={name}
          id={id(name)}
          name={name}
          type={type}
          inputMode={type}
          label={t[name]}
          required={optional ? undefined : true}
          optionalLabel={optional ? t.optional : undefined}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={values[name]}
          onChange={(e) => update({ [name]: e.target.value })}
          error={errors[name]}
          inputRef={ref(name)}
        />
      ))}
      <ConsentChecks
        id={id}
        values={values}
        error={errors.consent}
        update={update}
        consentRef={ref("consent")}
      />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      {/* Without JavaScript the form posts to the page's action: these say what the API's JSON says. */}
      <input type="hidden" name="region" value={region} />
      <input type="hidden" name="language" value={lang} />
      <input type="hidden" name="newsletterForm" value={idPrefix} />
      {notice ? (
        <PostedNotice id={`${idPrefix}-result`} notice={notice} openWhatsapp={t.openWhatsapp} />
      ) : null}
      {/* Enabled in the server HTML: before hydration (or without JavaScript) a click posts the
          form to the page (decision 296). */}
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? t.pending : t.submit}
      </button>
    </form>
  );
}

/** The answer to a plain form post, in the form (no toasts without JavaScript). */
function PostedNotice({
  id,
  notice,
  openWhatsapp,
}: {
  id: string;
  notice: SubscribeNotice & { whatsapp: boolean };
  openWhatsapp: string;
}) {
  const tone =
    notice.kind === "error"
      ? "border-red-700 bg-red-50 text-red-900"
      : "border-river-300 bg-river-50 text-navy-900";
  return (
    <div
      id={id}
      role={notice.kind === "error" ? "alert" : "status"}
      data-testid="newsletter-posted"
      data-kind={notice.kind}
      className={`scroll-mt-24 rounded-xl border-2 p-4 ${tone}`}
    >
      <p className="font-bold">{notice.title}</p>
      <p className="mt-1">{notice.text}</p>
      {notice.kind === "success" && notice.whatsapp ? (
        <p className="mt-2">
          <a
            href={WHATSAPP_GROUP_INVITE}
            className="link font-semibold"
            target="_blank"
            rel="noopener noreferrer"
          >
            {openWhatsapp}
          </a>
        </p>
      ) : null}
    </div>
  );
}
