/**
 * The Statistics tab's charts (recharts). Loaded lazily by analytics-tab.tsx, so the chart
 * library is a chunk of its own that only the administrator panel ever requests. Each chart is
 * an image to assistive technology, with a table beside it holding the same numbers.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

const NAVY = "#0b1f33";
const RIVER = "#0e7f86";
const SIGNAL = "#c2570a";

function reducedMotion(): boolean {
  return (
    typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
  );
}

const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

export function DailyChart({
  data,
  label,
  views,
  clicks,
}: {
  data: Array<{ day: string; pageViews: number; bookingClicks: number }>;
  label: string;
  views: string;
  clicks: string;
}) {
  const animate = !reducedMotion();
  return (
    <div role="img" aria-label={label} className="h-64 w-full sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis
            dataKey="day"
            tickFormatter={shortDay}
            tick={{ fill: "#334155", fontSize: 12 }}
            minTickGap={16}
          />
          <YAxis allowDecimals={false} tick={{ fill: "#334155", fontSize: 12 }} />
          <Tooltip labelFormatter={(d) => shortDay(String(d))} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Line
            type="monotone"
            dataKey="pageViews"
            name={views}
            stroke={NAVY}
            strokeWidth={2}
            dot={data.length <= 31}
            isAnimationActive={animate}
          />
          <Line
            type="monotone"
            dataKey="bookingClicks"
            name={clicks}
            stroke={SIGNAL}
            strokeWidth={2}
            strokeDasharray="6 3"
            dot={data.length <= 31}
            isAnimationActive={animate}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

interface Series {
  key: string;
  name: string;
  fill: string;
}

/** A chart's bars, one `Bar` a series (recharts reads them as the chart's own children). */
const seriesBars = (series: Series[]) =>
  series.map((s) => (
    <Bar
      key={s.key}
      dataKey={s.key}
      name={s.name}
      fill={s.fill}
      isAnimationActive={!reducedMotion()}
    />
  ));

/** One bar per row, a row per name (long names fit a phone); a legend when there are two series. */
function HorizontalBars({
  data,
  label,
  series,
  rowHeight,
  nameWidth,
}: {
  data: Array<{ name: string } & Record<string, string | number>>;
  label: string;
  series: Series[];
  rowHeight: number;
  nameWidth: number;
}) {
  const height = Math.max(120, (data.length + 1) * rowHeight);
  return (
    <div role="img" aria-label={label} className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e2e8f0" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fill: "#334155", fontSize: 12 }} />
          <YAxis
            type="category"
            dataKey="name"
            width={nameWidth}
            tick={{ fill: "#334155", fontSize: 12 }}
          />
          <Tooltip />
          {series.length > 1 && <Legend wrapperStyle={{ fontSize: 13 }} />}
          {seriesBars(series)}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function Bars({
  data,
  label,
  valueName,
}: {
  data: Array<{ name: string; value: number }>;
  label: string;
  valueName: string;
}) {
  return (
    <HorizontalBars
      data={data}
      label={label}
      series={[{ key: "value", name: valueName, fill: RIVER }]}
      rowHeight={44}
      nameWidth={104}
    />
  );
}

/** A chart of page views and booking clicks per name (a language, a source). */
interface ViewsAndClicksChart {
  data: Array<{ name: string; pageViews: number; bookingClicks: number }>;
  views: string;
  clicks: string;
  label: string;
}

const viewsAndClicks = (views: string, clicks: string): Series[] => [
  { key: "pageViews", name: views, fill: NAVY },
  { key: "bookingClicks", name: clicks, fill: SIGNAL },
];

/** Page views and booking clicks per language, as upright bars side by side. */
export function LanguageBars({ data, views, clicks, label }: ViewsAndClicksChart) {
  return (
    <div role="img" aria-label={label} className="h-48 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          margin={{ top: 4, right: 8, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="name" tick={{ fill: "#334155", fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fill: "#334155", fontSize: 12 }} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          {seriesBars(viewsAndClicks(views, clicks))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Page views and booking clicks per source, as horizontal bars (long names fit a phone). */
export function SourceBars({ data, views, clicks, label }: ViewsAndClicksChart) {
  return (
    <HorizontalBars
      data={data}
      label={label}
      series={viewsAndClicks(views, clicks)}
      rowHeight={56}
      nameWidth={96}
    />
  );
}
