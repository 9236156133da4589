import type { PromotionsCopy } from "./promotions.pl";

export const promotionsEn: PromotionsCopy = {
  heading: "Special cruises",
  title: "Special cruises – events on the water and newsletter | RIB Warsaw",
  lead: "A few times a year we run special themed cruises. Places are limited, and newsletter subscribers get to book first.",
  toEvents: "See the events",
  toNewsletter: "Join the newsletter",
  eventsHeading: "Themed cruises through the year",
  eventsIntro: "We announce dates and prices in the newsletter at least 2 weeks before each event.",
  /** Shown instead of a date for an event without one. */
  undated: "Date announced in the newsletter",
  start: "Start",
  locations: { warszawa: "Warsaw", zegrze: "Zegrze Lake", gdansk: "Gdańsk" },
  noEvents: "New dates soon: join the newsletter and we will let you know.",
  benefitsHeading: "Why subscribe?",
  benefits: [
    "News of every event 2 weeks ahead",
    "Priority booking for themed cruises",
    "Updates on new routes and locations, such as our Gdańsk launch",
    "Optional access to our WhatsApp group for quick updates",
    "Just a few e-mails a season, no spam – unsubscribe with one click",
  ],
  benefitsOpen: [
    "News of every event 2 weeks ahead",
    "Priority booking for themed cruises",
    "Updates on new routes and locations, such as new cruises in Gdańsk",
    "Optional access to our WhatsApp group for quick updates",
    "Just a few e-mails a season, no spam – unsubscribe with one click",
  ],
  newsletterHeading: "Join the newsletter",
  newsletterText:
    "Leave your name and e-mail and we'll tell you about upcoming special cruises at all our locations.",
};
