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

export function Bars({
  data,
  label,
  valueName,
}: {
  data: Array<{ name: string; value: number }>;
  label: string;
  valueName: string;
}) {
  const height = Math.max(120, data.length * 44 + 40);
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
            width={104}
            tick={{ fill: "#334155", fontSize: 12 }}
          />
          <Tooltip />
          <Bar dataKey="value" name={valueName} fill={RIVER} isAnimationActive={!reducedMotion()} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function LanguageBars({
  data,
  views,
  clicks,
  label,
}: {
  data: Array<{ name: string; pageViews: number; bookingClicks: number }>;
  views: string;
  clicks: string;
  label: string;
}) {
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
          <Bar dataKey="pageViews" name={views} fill={NAVY} isAnimationActive={!reducedMotion()} />
          <Bar
            dataKey="bookingClicks"
            name={clicks}
            fill={SIGNAL}
            isAnimationActive={!reducedMotion()}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Page views and booking clicks per source, as horizontal bars (long names fit a phone). */
export function SourceBars({
  data,
  views,
  clicks,
  label,
}: {
  data: Array<{ name: string; pageViews: number; bookingClicks: number }>;
  views: string;
  clicks: string;
  label: string;
}) {
  const height = Math.max(140, data.length * 56 + 56);
  return (
    <div role="img" aria-label={label} className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 4, right: 12, bottom: 4, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e2e8f0" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fill: "#334155", fontSize: 12 }} />
          <YAxis
            type="category"
            dataKey="name"
            width={96}
            tick={{ fill: "#334155", fontSize: 12 }}
          />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar dataKey="pageViews" name={views} fill={NAVY} isAnimationActive={!reducedMotion()} />
          <Bar
            dataKey="bookingClicks"
            name={clicks}
            fill={SIGNAL}
            isAnimationActive={!reducedMotion()}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
