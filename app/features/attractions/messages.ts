import { defineMessages } from "~/lib/i18n/messages";

export const attractionsMessages = defineMessages(
  {
    heroLead:
      "Szukasz adrenaliny w stolicy? Zacznij od szybkiego rejsu motorówką RIB po Wiśle, a potem wybierz coś od naszych sprawdzonych partnerów: gokarty, symulator F1, skok spadochronowy albo lot szybowcem.",
    toPartners: "Zobacz atrakcje partnerów",
    toCruises: "Rejsy po Wiśle",
    heroImageAlt: "Motorówka RIB na Wiśle w Warszawie o zachodzie słońca",
    mainBadge: "Główna atrakcja",
    mainHeading: "Rejs motorówką RIB po Wiśle",
    mainText:
      "Dwadzieścia minut czystej adrenaliny w samym centrum Warszawy. Startujemy spod kładki pieszo-rowerowej, mijamy most Poniatowskiego i Stare Miasto, a na prostych rozpędzamy się do 80 km/h. Kapitan z uprawnieniami, kamizelki ratunkowe i instruktaż bezpieczeństwa są w cenie.",
    mainFacts: [
      "Rejs 20 minut, bilety na osobę",
      "Prędkość do 80 km/h",
      "Rejsy prywatne 30, 60 i 90 minut – cała łódź do 6 osób",
    ] as string[],
    mainPriceLabel: "Bilet na rejs 20 min:",
    perPerson: "za osobę",
    mainCta: "Zobacz rejsy po Wiśle",
    mainImageAlt: "Motorówka RIB pędząca po Wiśle w słoneczny dzień",
    partnersHeading: "Atrakcje naszych partnerów",
    partnersIntro:
      "Sprawdzone miejsca w Warszawie i okolicach, które polecamy gościom szukającym mocnych wrażeń – idealne na wieczór kawalerski, panieński albo firmową integrację.",
    loading: "Ładowanie atrakcji...",
    priceLabel: "Cena",
    durationLabel: "Czas trwania",
    locationLabel: "Lokalizacja",
    learnMore: "Dowiedz się więcej",
    partnerHeading: "Prowadzisz atrakcję w Warszawie?",
    partnerText:
      "Dołącz do naszych partnerów i polecajmy się nawzajem. Napisz do nas – opowiedz o swojej atrakcji, a przygotujemy propozycję współpracy.",
    partnerCta: "Zostań partnerem",
    listName: "Atrakcje partnerów RIB Warsaw w Warszawie",
  },
  {
    heroLead:
      "Looking for adrenaline in the capital? Start with a fast RIB speedboat ride on the Vistula, then pick something from our trusted partners: go-karts, an F1 simulator, a tandem skydive or a glider flight.",
    toPartners: "See partner attractions",
    toCruises: "Vistula cruises",
    heroImageAlt: "A RIB speedboat on the Vistula in Warsaw at sunset",
    mainBadge: "Main attraction",
    mainHeading: "RIB speedboat ride on the Vistula",
    mainText:
      "Twenty minutes of pure adrenaline in the heart of Warsaw. We start under the pedestrian and cycle footbridge, pass Poniatowski Bridge and the Old Town, and open up to 80 km/h on the straights. A licensed captain, life jackets and a safety briefing are included.",
    mainFacts: [
      "20-minute ride, tickets per person",
      "Top speed 80 km/h",
      "Private 30, 60 and 90-minute cruises – the whole boat for up to 6 people",
    ],
    mainPriceLabel: "20-minute ride ticket:",
    perPerson: "per person",
    mainCta: "See Vistula cruises",
    mainImageAlt: "A RIB speedboat racing along the Vistula on a sunny day",
    partnersHeading: "Our partners' attractions",
    partnersIntro:
      "Trusted places in and around Warsaw that we recommend to guests after a real thrill – perfect for a stag or hen party or a team outing.",
    loading: "Loading attractions...",
    priceLabel: "Price",
    durationLabel: "Duration",
    locationLabel: "Location",
    learnMore: "Learn more",
    partnerHeading: "Run an attraction in Warsaw?",
    partnerText:
      "Join our partners and let's recommend each other. Write to us about your attraction and we'll put together a partnership proposal.",
    partnerCta: "Become a partner",
    listName: "RIB Warsaw partner attractions in Warsaw",
  },
);
