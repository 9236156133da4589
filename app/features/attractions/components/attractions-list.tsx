import { Suspense } from "react";
import { Await } from "react-router";
import ExternalLink from "lucide-react/icons/external-link";
import { useMessages } from "~/lib/i18n/use-lang";
import { attractionsMessages } from "../messages";
import type { PublicAttraction } from "~/lib/api-shapes";
import { attractionLink, safeHttpUrl } from "../types";
import { useNewTabNote } from "~/components/new-tab-note";

/** Whether a location text names a place (not "near Warsaw", "okolice…"). */
const isLocality = (location: string) =>
  !!location.trim() && !/^(okolice|near|around|w okolicy)\b/i.test(location.trim());

export type AttractionsResult = { ok: true; attractions: PublicAttraction[] } | { ok: false };

/**
 * The partner list (docs/product.md §2 #partners): "Ładowanie atrakcji..." while the list streams, then the
 * cards. A failed load shows the visitor nothing (docs/product.md §8). Attraction text is operator content
 * and is rendered as text only.
 */
export function AttractionsList({
  attractions,
}: {
  attractions: Promise<AttractionsResult> | AttractionsResult;
}) {
  const t = useMessages(attractionsMessages);
  return (
    <Suspense
      fallback={
        <p role="status" className="mt-8 text-lg text-slate-700" data-testid="attractions-loading">
          {t.loading}
        </p>
      }
    >
      <Await resolve={attractions}>
        {(result: AttractionsResult) =>
          result.ok && result.attractions.length > 0 ? (
            <>
              <ul className="mt-8 grid gap-6 md:grid-cols-2" data-testid="attractions-list">
                {result.attractions.map((a) => (
                  <AttractionCard key={a.id} attraction={a} />
                ))}
              </ul>
              <ItemListJsonLd attractions={result.attractions} name={t.listName} />
            </>
          ) : null
        }
      </Await>
    </Suspense>
  );
}

/** Same-origin paths or http(s) URLs only. */
function imageSrc(value: string | null): string | undefined {
  if (!value) return undefined;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  return safeHttpUrl(value);
}

function AttractionCard({ attraction: a }: { attraction: PublicAttraction }) {
  const t = useMessages(attractionsMessages);
  const newTab = useNewTabNote();
  const href = attractionLink(a);
  const img = imageSrc(a.image_url);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {img && (
        <img
          src={img}
          alt=""
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="w-fit rounded-full bg-river-50 px-3 py-1 text-xs font-semibold tracking-wide text-river-700 uppercase">
          {a.category}
        </p>
        <h3 className="mt-3 text-xl font-bold text-navy-900">{a.name}</h3>
        <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-700">{a.description}</p>
        <dl className="mt-4 grid gap-2 text-sm text-slate-700">
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="font-medium">{t.priceLabel}:</dt>
            <dd className="font-bold text-navy-900">{a.price}</dd>
          </div>
          {a.duration && (
            <div className="flex flex-wrap gap-x-1.5">
              <dt className="font-medium">{t.durationLabel}:</dt>
              <dd>{a.duration}</dd>
            </div>
          )}
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="font-medium">{t.locationLabel}:</dt>
            <dd>{a.location}</dd>
          </div>
        </dl>
        <div className="min-h-6 flex-1" />
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-secondary mt-auto w-fit"
        >
          {t.learnMore}
          <span className="sr-only">
            : {a.name} {newTab}
          </span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
    </li>
  );
}

/**
 * schema.org ItemList of the partners. A JSON data block (not executable, so CSP does not
 * apply); serialised with <, > and & escaped so operator text cannot close the element.
 */
function ItemListJsonLd({ attractions, name }: { attractions: PublicAttraction[]; name: string }) {
  const data = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: attractions.map((a, i) => {
      const url = safeHttpUrl(a.website_url);
      const image = safeHttpUrl(a.image_url);
      return {
        "@type": "ListItem",
        position: i + 1,
        item: {
          "@type": "TouristAttraction",
          name: a.name,
          description: a.description,
          ...(url ? { url } : {}),
          ...(image ? { image } : {}),
          // addressLocality only for a place's name: "Okolice Warszawy" (older data) is no locality.
          address: {
            "@type": "PostalAddress",
            ...(isLocality(a.location) ? { addressLocality: a.location } : {}),
            addressCountry: "PL",
          },
        },
      };
    }),
  };
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
