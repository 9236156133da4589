import type { PromotionsCopy } from "./promotions.pl";

export const promotionsEn: PromotionsCopy = {
  heading: "Special cruises",
  title: "Special cruises – events on the water and newsletter | RIB Warsaw",
  lead: "A few times a year we run special themed cruises. Places are limited, and newsletter subscribers get to book first.",
  toEvents: "See the events",
  toNewsletter: "Join the newsletter",
  eventsHeading: "Themed cruises through the year",
  eventsIntro: "We announce dates and prices in the newsletter at least 2 weeks before each event.",
  events: [
    {
      id: "independence",
      icon: "flag",
      when: "11 November",
      title: "Independence Day cruise",
      description:
        "Celebrate Poland's Independence Day on the Vistula: white-and-red flags on the boats, the Warsaw skyline and the Old Town seen from the river, plus the story of how Poland regained independence in 1918.",
    },
    {
      id: "w-hour",
      icon: "siren",
      when: "1 August, 5 pm",
      title: "W-Hour cruise",
      description:
        "We honour the insurgents of the 1944 Warsaw Uprising. At 5 pm, as sirens sound across the city, we stop the boats on the Vistula for a minute of silence to mark the moment the Uprising began.",
    },
    {
      id: "santa",
      icon: "gift",
      when: "Around 6 December",
      title: "Santa Claus cruise",
      description:
        "Santa Claus on a speedboat! A winter cruise for the whole family, with sweet treats for the children and festive photos against the Warsaw skyline.",
    },
    {
      id: "childrens-day",
      icon: "balloon",
      when: "1 June",
      title: "Children's Day cruise",
      description:
        "Gentler family rides designed for the youngest: children's life jackets, fun facts about the Vistula and a chance to see how the captain steers the boat.",
    },
    {
      id: "photo",
      icon: "camera",
      when: "In season, at sunset",
      title: "Photo cruises",
      description:
        "A slower route at golden hour, stopping at the best photo spots: the bridges, the Old Town and the city-centre skyline. For photographers and Instagram fans.",
    },
  ],
  benefitsHeading: "Why subscribe?",
  benefits: [
    "News of every event 2 weeks ahead",
    "Priority booking for themed cruises",
    "Updates on new routes and locations, such as our Gdańsk launch",
    "Optional access to our WhatsApp group for quick updates",
    "Just a few e-mails a season, no spam – unsubscribe with one click",
  ],
  newsletterHeading: "Join the newsletter",
  newsletterText: "Leave your name and e-mail and we'll tell you about upcoming special cruises at all our locations.",
};
