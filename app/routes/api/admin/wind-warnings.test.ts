import { expect, it } from "vitest";
import { getDb, schema } from "~/lib/db.server";
import { departuresService } from "~/features/departures/departures.server";
import { addDays, warsawDay } from "~/features/departures/warsaw-time";
import { windLine } from "~/features/departures/wind-text";
import { weatherService } from "~/features/weather/weather.server";
import { fakeUpstreamsForFile } from "../../../../tests/support/fake-upstreams";
import { seedPlace } from "../../../../tests/support/seed-places";
import { describeEachDb } from "../../../../tests/support/test-db";
import { currentWindWarnings, mailWindWarnings } from "./wind-warnings.server";
// The features' services each other needs (decision 420).
import "~/routes/feature-services.server";

const fakes = fakeUpstreamsForFile({
  weather: true,
  env: { OPERATOR_EMAIL: "operator@ribwarsaw.test" },
});

describeEachDb("wind warning", () => {
  it("warns when a departure's hours cross the limit, and e-mails the operator once per location and day", async () => {
    weatherService().clearCache();
    fakes.weather.setStrongGusts(null);
    // Fill the departures cache first (a cold cache has no provider departures).
    await currentWindWarnings();
    await departuresService().settled();
    expect(await currentWindWarnings()).toEqual([]);

    weatherService().clearCache();
    fakes.weather.setStrongGusts(48);
    const warnings = await currentWindWarnings();
    const tomorrow = addDays(warsawDay(), 1);
    // The 20-minute ticket sails at 14:00 and 16:00, the 90-minute cruise at 17:00 (fake provider).
    expect(warnings).toEqual([
      {
        location: "warszawa",
        day: tomorrow,
        from: "14:00",
        until: "18:30",
        maxGustKmh: 48,
        // The limit set for Warsaw in the locations view (seeded 40 km/h by migration 0013).
        limitKmh: 40,
        // The location's names from its row (decision 400), for one the messages do not name.
        name: { pl: "Warszawa", en: "Warsaw" },
      },
    ]);
    expect(windLine(warnings[0]!, "pl", warsawDay())).toBe(
      "Jutro 14:00–18:30 w Warszawie porywy do 48 km/h, limit 40",
    );
    expect(await mailWindWarnings(warnings)).toBe(1);
    expect(await mailWindWarnings(warnings)).toBe(0);
    const mails = await getDb().select().from(schema.emailOutbox);
    const wind = mails.filter((m) => m.kind === "wind-warning");
    expect(wind).toHaveLength(1);
    expect(wind[0]!.toAddress).toBe("operator@ribwarsaw.test");
    // The e-mail names the day's date too (issue 45, item 11): "Jutro (29 listopada)".
    const date = new Intl.DateTimeFormat("pl-PL", {
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    }).format(new Date(`${tomorrow}T12:00:00Z`));
    expect(wind[0]!.subject).toBe(
      `Wiatr: Jutro (${date}) 14:00–18:30 w Warszawie porywy do 48 km/h, limit 40`,
    );
  });

  it("a failing gust forecast leaves the weather widget unaffected and warns of nothing", async () => {
    weatherService().clearCache();
    fakes.weather.setMode("primary-fail");
    expect(await currentWindWarnings()).toEqual([]);
    const report = await weatherService().getWeather(seedPlace("warszawa"), "pl");
    expect(report.current.temperature).toBe(19);
    fakes.weather.setMode("ok");
  });
});
