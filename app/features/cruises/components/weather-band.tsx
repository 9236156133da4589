import { WeatherWidget } from "~/features/weather/components/weather-widget";

/** The location pages' weather and availability band (docs/product.md §2 "availability widget"). */
export function WeatherBand({ location }: { location: "warszawa" | "zegrze" | "gdansk" }) {
  return (
    <div className="bg-river-50">
      <div className="container-page py-10">
        <WeatherWidget location={location} />
      </div>
    </div>
  );
}
