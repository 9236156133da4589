import { PageLink } from "~/components/page-link";
import { PhotoPicture, ResponsiveImage, type SceneName } from "~/components/responsive-image";
import { useSlotPhotos } from "~/lib/media/context";
import { useCruiseCopy } from "../copy";
import { CruiseSection } from "./cruise-blocks";

const GALLERY: readonly SceneName[] = [
  "zegrze-day",
  "zegrze-evening",
  "zegrze-wake",
  "zegrze-lake",
];

/** Zegrze's gallery and the licence-free boat hire link (a section of Zegrze's page, decision 400). */
export function ZegrzeGallerySection() {
  const z = useCruiseCopy().zegrze;
  const gallery = useSlotPhotos("gallery.zegrze");
  return (
    <CruiseSection
      deferred
      headingId="zegrze-gallery"
      title={z.galleryHeading}
      className="py-16 sm:py-20"
    >
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {/* The operator's gallery photos, in their order, replace the drawings when there are any. */}
        {gallery.length > 0
          ? gallery.map((photo) => (
              <li key={photo.id}>
                <figure>
                  <PhotoPicture
                    photo={photo}
                    alt=""
                    sizes="(min-width: 640px) 50vw, 100vw"
                    maxWidth={1600}
                    imgClassName="aspect-video w-full rounded-2xl object-cover"
                  />
                </figure>
              </li>
            ))
          : GALLERY.map((name, i) => (
              <li key={name}>
                <figure>
                  <ResponsiveImage
                    name={name}
                    alt={z.gallery[i] ?? ""}
                    sizes="(min-width: 640px) 50vw, 100vw"
                    maxWidth={1200}
                    imgClassName="aspect-video w-full rounded-2xl object-cover"
                  />
                </figure>
              </li>
            ))}
      </ul>
      <div className="mt-12 rounded-2xl bg-river-50 p-6 sm:flex sm:items-center sm:justify-between sm:gap-6">
        <div>
          <h3 className="text-xl font-bold text-navy-900">{z.rentalTitle}</h3>
          <p className="mt-1 text-slate-700">{z.rentalText}</p>
        </div>
        <PageLink to="/motorowka-bez-patentu" className="btn-secondary mt-4 sm:mt-0">
          {z.rentalLink}
        </PageLink>
      </div>
    </CruiseSection>
  );
}
