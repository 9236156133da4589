/** The answer of GET /api/admin/analytics, shared by the server and the Statistics tab. */
export interface AnalyticsReport {
  from: string;
  to: string;
  totals: {
    pageViews: number;
    bookingClicks: number;
    heroBookingClicks: number;
  };
  daily: Array<{
    day: string;
    pageViews: number;
    bookingClicks: number;
    heroBookingClicks: number;
  }>;
  /** Pages by views; clickThroughRate = booking clicks / page views (null without views). */
  byPath: Array<{
    path: string;
    pageViews: number;
    bookingClicks: number;
    clickThroughRate: number | null;
  }>;
  /** Booking clicks; "" = not given. */
  byLocation: Array<{ location: string; bookingClicks: number }>;
  byChannel: Array<{ channel: string; bookingClicks: number }>;
  byLang: Array<{ lang: string; pageViews: number; bookingClicks: number }>;
  byBookingType: Array<{ bookingType: string; bookingClicks: number }>;
  /** Page views and booking clicks by where the visit came from (app/lib/analytics/sources.ts). */
  bySource: Array<{ source: string; pageViews: number; bookingClicks: number }>;
}
