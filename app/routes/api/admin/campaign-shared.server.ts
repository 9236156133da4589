/**
 * Where the campaigns meet the newsletter (docs/architecture.md §8: two features meet in a
 * route module): the regions a campaign may target and the subscribers' unsubscribe links.
 */
import { campaignMessages } from "~/features/campaigns/messages";
import type { CampaignDeps, Outcome } from "~/features/campaigns/campaigns.server";
import type { CampaignInput } from "~/features/campaigns/schema";
import { NEWSLETTER_REGIONS } from "~/features/newsletter/regions";
import {
  createUnsubscribeToken,
  unsubscribeUrl,
} from "~/features/newsletter/unsubscribe-token.server";
import { ApiError, invalidInput } from "~/lib/api.server";
import { getEnv } from "~/lib/env.server";
import type { Lang } from "~/lib/i18n/lang";
import { notFound } from "./shared.server";

export const campaignDeps: CampaignDeps = {
  unsubscribeUrlFor: (subscriber) =>
    unsubscribeUrl(getEnv().PUBLIC_SITE_URL, createUnsubscribeToken(subscriber)),
};

/** The editor's body (checked by `campaignSchema`) with a region of the newsletter's, else 400. */
export function checkRegion<T extends Pick<CampaignInput, "region">>(input: T, lang: Lang): T {
  const region = input.region;
  if (region !== null && !(NEWSLETTER_REGIONS as readonly string[]).includes(region)) {
    throw invalidInput(lang, { region: campaignMessages[lang].region });
  }
  return input;
}

/** An outcome's value, or 404 / 409 with the given conflict message. */
export function unwrap<T>(outcome: Outcome<T>, lang: Lang, conflict: string): T {
  if (outcome.ok) return outcome.value;
  if (outcome.reason === "not_found") throw notFound(lang);
  throw new ApiError(409, "conflict", conflict);
}
