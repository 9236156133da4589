import type { MetaDescriptor } from "react-router";
import { useRouteLoaderData } from "react-router";
import type { PageCopy } from "./page-copy.server";
import { rootDataOf, type RootData } from "./root-data";

type MetaArgs = {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

export type JsonLd = Record<string, unknown> | Array<Record<string, unknown>>;

/**
 * The standard meta() of a public page: the tags the root loader computed for this path in the
 * rendered language (head.server.ts), then the page's own JSON-LD, which its loader computed.
 * Nothing here builds a tag: that code stays on the server (decision 271).
 */
export function pageMeta(args: MetaArgs, jsonLd?: JsonLd): MetaDescriptor[] {
  return [
    ...(rootDataOf(args.matches)?.head ?? []),
    ...([] as Array<Record<string, unknown>>)
      .concat(jsonLd ?? [])
      .map((item) => ({ "script:ld+json": item })),
  ];
}

/** The current page's title, description and main heading (from the root loader). */
export function usePageCopy(): PageCopy {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return root?.page ?? { title: "", description: "", heading: "" };
}
