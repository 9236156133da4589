import type { Lang } from "~/lib/i18n/lang";

/**
 * Readable names for page-copy keys (docs/decisions/240, "Labels"): the panel's "Teksty" tab
 * and the change history show "Baner główny · Warszawa · nadtytuł" / "Hero banner · Warsaw ·
 * kicker line" for `home.hero.warszawa.kicker` instead of the key. A key is read token by token;
 * each token is looked up first with the tokens before it (`cruises.cruises`, `hub.types.private`:
 * the same word means different things in different places), then on its own. A token in neither
 * (a key added later) is still shown, its camelCase split into words, so no label is ever blank.
 * Pure: the tab, the history and the tests call it.
 */

type Words = Readonly<Record<Lang, string>>;
const w = (pl: string, en: string): Words => ({ pl, en });

/** The page a key belongs to (its first token). */
const PAGES: Readonly<Record<string, Words>> = {
  home: w("strona główna", "home page"),
  cruises: w("rejsy", "cruises"),
  events: w("eventy", "events"),
  rental: w("motorówka bez patentu", "licence-free boat hire"),
  faq: w("częste pytania (FAQ)", "FAQ"),
  emails: w("e-maile wysyłane przez stronę", "e-mails the site sends"),
  gdansk: w(
    "Gdańsk: stopka, kontakt, pogoda, wyszukiwarki",
    "Gdańsk: footer, contact, weather, search results",
  ),
};

/** Tokens whose meaning depends on where they stand, by the path that ends in them. */
const SCOPED: Readonly<Record<string, Words>> = {
  // the e-mails the site sends (decision 435)
  "emails.welcome": w("powitanie w newsletterze", "newsletter welcome"),
  "emails.enquiry": w("potwierdzenie zapytania", "enquiry confirmation"),
  "emails.reactivation": w("potwierdzenie ponownego zapisu", "re-subscription confirmation"),
  "emails.voucherBuyer": w("bon: e-mail do kupującego", "voucher: e-mail to the buyer"),
  "emails.voucherRecipient": w(
    "bon: e-mail do obdarowanej osoby",
    "voucher: e-mail to the recipient",
  ),
  "emails.wind": w(
    "ostrzeżenie o wietrze (do Ciebie, po polsku)",
    "wind warning (to you, in Polish)",
  ),
  "emails.welcome.heading": w("nagłówek z imieniem", "heading with the name"),
  "emails.welcome.headingNoName": w("nagłówek bez imienia", "heading without a name"),
  "emails.welcome.benefits": w("korzyści", "benefits"),
  "benefits.news": w("informacje o rejsach", "cruise news"),
  "benefits.priority": w("pierwszeństwo rezerwacji", "booking priority"),
  "benefits.occasions": w("okazje", "occasions"),
  "emails.welcome.unsubscribe": w("pytanie o wypisanie", "unsubscribe question"),
  "emails.welcome.unsubscribeLink": w("link do wypisania", "unsubscribe link"),
  "emails.enquiry.cruiseIntro": w("wstęp (zapytanie o rejs)", "introduction (cruise enquiry)"),
  "emails.enquiry.notBooking": w("to nie rezerwacja", "not a booking yet"),
  "emails.enquiry.contact": w("dane kontaktowe", "contact details"),
  "emails.enquiry.unknown": w("jeśli to nie Ty", "if it was not you"),
  "emails.reactivation.validity": w("ważność linku", "link validity"),
  "emails.voucherBuyer.toRecipientAt": w(
    "wysyłka do obdarowanej osoby w wybranym dniu",
    "sending to the recipient on the chosen day",
  ),
  "emails.voucherBuyer.toRecipientNow": w(
    "wysyłka do obdarowanej osoby od razu",
    "sending to the recipient at once",
  ),
  "emails.wind.text": w("treść", "text"),
  // home page sections
  "home.hero": w("baner główny", "hero banner"),
  "home.locations": w("lokalizacje", "locations"),
  "home.why": w("dlaczego warto", "why sail with us"),
  "home.seo": w("co warto wiedzieć", "good to know"),
  "home.events": w("eventy i rejsy dla grup", "events and group cruises"),
  "home.special": w("rejsy specjalne", "special cruises"),
  "home.projects": w("nasze inne projekty", "our other projects"),
  "home.contact": w("kontakt", "contact"),
  "hero.default": w("wszystkie lokalizacje", "all locations"),
  "imageAlt.default": w("wszystkie lokalizacje", "all locations"),
  "hero.addedLocation": w("dodana lokalizacja", "added location"),
  "locations.cards": w("karty lokalizacji", "location cards"),
  // A list inside a section that names it already: no segment of its own.
  "projects.items": w("", ""),
  "why.items": w("", ""),
  "items.gdansk.center": w("start w sercu miasta", "start in the city centre"),
  "items.gdansk.seaAndRiver": w("morze i rzeka", "sea and river"),
  "items.gdansk.hel": w("wyprawy na Hel", "trips to the Hel peninsula"),
  "items.gdansk.crew": w("doświadczona załoga", "experienced crew"),
  "items.gdansk.groups": w("dla grup", "for groups"),
  "items.gdansk.launch": w("informacja o starcie", "launch news"),
  // The texts written for any location the operator added (decision 405).
  "why.heading.addedLocation": w("dodana lokalizacja", "added location"),
  "items.addedLocation": w("dodana lokalizacja", "added location"),
  "items.addedLocation.start": w("łatwy start", "easy to find"),
  "items.addedLocation.speed": w("prędkość i adrenalina", "speed and adrenaline"),
  "items.addedLocation.boat": w("cała łódź dla ekipy", "the whole boat for a group"),
  "items.addedLocation.safety": w("bezpieczeństwo", "safety"),
  "items.addedLocation.crew": w("doświadczona załoga", "experienced crew"),
  "items.addedLocation.occasions": w("na każdą okazję", "for any occasion"),
  "events.types": w("", ""),
  "contact.phone": w("podpis telefonu", "phone label"),
  "contact.email": w("podpis e-maila", "email label"),
  "contact.whatsapp": w("podpis WhatsAppa", "WhatsApp label"),
  "contact.locations": w("miejsca startu", "departure points"),
  // cruise pages
  "cruises.common": w("wspólne teksty rejsów", "texts shared by the cruises"),
  "cruises.cruises": w("rejsy po Wiśle", "Vistula cruises"),
  "cruises.cruises.20": w("rejs 20 min", "20-minute cruise"),
  "cruises.cruises.30": w("rejs prywatny 30 min", "30-minute private cruise"),
  "cruises.cruises.60": w("rejs prywatny 60 min", "60-minute private cruise"),
  "cruises.cruises.90": w("rejs prywatny 90 min", "90-minute private cruise"),
  "cruises.detail": w("strona pojedynczego rejsu", "single cruise page"),
  "cruises.warsaw": w("strona rejsów w Warszawie", "Warsaw cruises page"),
  "cruises.zegrze": w("strona rejsów na Zegrzu", "Zegrze cruises page"),
  "cruises.gdansk": w("strona rejsów w Gdańsku", "Gdańsk cruises page"),
  "common.private": w("etykieta „Rejs prywatny”", "“Private cruise” label"),
  "zegrze.cruises": w("", ""),
  // event pages
  "events.hub": w("strona eventów", "events page"),
  "events.mail": w("szablon e-maila z zapytaniem", "enquiry e-mail template"),
  "events.pages": w("strony wydarzeń", "event pages"),
  "hub.types": w("rodzaje wydarzeń", "types of event"),
  "types.private": w("grupy prywatne", "private groups"),
  "mail.type": w("rodzaj wydarzenia", "type of event"),
  "mail.location": w("lokalizacja", "location"),
  "mail.people": w("liczba osób", "number of people"),
  // rental
  "rental.prices": w("cennik", "price list"),
  "rental.facts": w("najważniejsze informacje", "key facts"),
  "facts.people": w("liczba osób", "number of people"),
  "corporate.highlights": w("atuty", "highlights"),
  "highlights.locations": w("lokalizacje", "locations"),
  "highlights.invoice": w("faktura VAT", "VAT invoice"),
  "highlights.programme": w("program na miarę", "tailored programme"),
  "highlights.contact": w("jeden kontakt", "one point of contact"),
  // texts about Gdańsk outside the page catalogues (app/content/gdansk.ts)
  "gdansk.seo": w(
    "tytuł, opis i nagłówek strony Gdańska",
    "title, description and heading of the Gdańsk page",
  ),
  "gdansk.footer": w(
    "stopka: Gdańsk na liście lokalizacji",
    "footer: Gdańsk in the locations list",
  ),
  "gdansk.contactBadge": w(
    "etykieta Gdańska na stronie kontaktu",
    "Gdańsk label on the contact page",
  ),
  "gdansk.availability": w(
    "tekst przed telefonem pod pogodą na stronie Gdańska",
    "line before the phone number under the weather on the Gdańsk page",
  ),
  "gdansk.shareImageAlt": w(
    "opis obrazka do udostępniania, na każdej stronie",
    "share image description, on every page",
  ),
  // FAQ
  "faq.items": w("pytania", "questions"),
};

/** Tokens that mean the same wherever they stand. Lower case unless a name. */
const TOKENS: Readonly<Record<string, Words>> = {
  subject: w("temat", "subject"),
  preheader: w("zajawka w skrzynce", "inbox preview"),
  benefitsTitle: w("nagłówek korzyści", "benefits heading"),
  body: w("treść", "text"),
  button: w("przycisk", "button"),
  use: w("jak skorzystać z bonu", "how to use the voucher"),
  check: w("przycisk sprawdzenia salda", "balance check button"),
  // places
  warszawa: w("Warszawa", "Warsaw"),
  zegrze: w("Zegrze", "Zegrze"),
  gdansk: w("Gdańsk", "Gdańsk"),
  // the usual parts of a block
  title: w("tytuł", "title"),
  subtitle: w("podtytuł", "subtitle"),
  kicker: w("nadtytuł", "kicker line"),
  heading: w("nagłówek", "heading"),
  text: w("tekst", "text"),
  intro: w("wstęp", "introduction"),
  lead: w("tekst wprowadzający", "opening paragraph"),
  summary: w("krótki opis", "short description"),
  description: w("opis", "description"),
  name: w("nazwa", "name"),
  link: w("tekst linku", "link text"),
  label: w("podpis", "caption"),
  value: w("wartość", "figure"),
  unit: w("jednostka ceny", "price unit"),
  note: w("uwaga", "note"),
  tip: w("wskazówka", "tip"),
  imageAlt: w("tekst alternatywny obrazka", "image alt text"),
  cta: w("przycisk", "button"),
  ctaTitle: w("tytuł zachęty", "call-to-action title"),
  ctaText: w("tekst zachęty", "call-to-action text"),
  ctaHeading: w("nagłówek zachęty", "call-to-action heading"),
  ctaBook: w("przycisk zakupu biletu", "ticket purchase button"),
  q: w("pytanie", "question"),
  a: w("odpowiedź", "answer"),
  // contact: buttons and prefilled messages
  whatsapp: w("przycisk WhatsApp", "WhatsApp button"),
  whatsappText: w("gotowa wiadomość WhatsApp", "prefilled WhatsApp message"),
  email: w("przycisk e-maila", "e-mail button"),
  emailSubject: w("temat gotowego e-maila", "subject of the prefilled e-mail"),
  emailBody: w("treść gotowego e-maila", "body of the prefilled e-mail"),
  mailSubject: w("temat gotowego e-maila", "subject of the prefilled e-mail"),
  mailType: w("rodzaj wydarzenia w gotowym e-mailu", "type of event in the prefilled e-mail"),
  mailCta: w("przycisk e-maila z zapytaniem", "enquiry e-mail button"),
  callCta: w("przycisk „Zadzwoń”", "“Call us” button"),
  callUs: w("przycisk „Zadzwoń”", "“Call us” button"),
  social: w("nagłówek mediów społecznościowych", "social media heading"),
  locationsHeading: w("nagłówek miejsc startu", "departure points heading"),
  // home page
  nearest: w("najbliższa lokalizacja", "nearest location"),
  perPerson: w("dopisek przy cenie za osobę", "per-person price note"),
  perBoat: w("dopisek przy cenie za łódź", "per-boat price note"),
  from: w("słowo „od” przed ceną", "“from” before the price"),
  comingSoon: w("etykieta „Wkrótce”", "“Coming soon” label"),
  bookOnline: w("przycisk rezerwacji online", "book online button"),
  bookPrivate: w("przycisk rezerwacji rejsu prywatnego", "private cruise booking button"),
  bookEvent: w("przycisk rezerwacji eventu", "event booking button"),
  subscribe: w("przycisk zapisu do newslettera", "newsletter sign-up button"),
  seeEvents: w("link do wydarzeń", "link to the events"),
  visit: w("tekst linku do strony projektu", "project website link text"),
  riverTransport: w("transport rzeczny", "river transport"),
  boatRental: w("wypożyczalnia łodzi", "boat hire"),
  printShop: w("odzież z nadrukiem", "printed clothing"),
  // cruise pages
  ticketed: w("etykieta „Rejs biletowany”", "“Shared cruise” label"),
  minutes: w("czas rejsu w minutach", "duration in minutes"),
  details: w("przycisk szczegółów", "details button"),
  detailsOf: w("przycisk szczegółów dla czytników ekranu", "details button for screen readers"),
  bookWithPrice: w("przycisk rezerwacji z ceną", "book button with the price"),
  backToList: w("link do listy rejsów", "link back to the cruise list"),
  price: w("etykieta ceny", "price label"),
  upToPeople: w("liczba osób", "number of people"),
  weatherHeading: w("nagłówek pogody", "weather heading"),
  factsHeading: w("nagłówek najważniejszych informacji", "key facts heading"),
  routeHeading: w("nagłówek trasy", "route heading"),
  includedHeading: w("nagłówek „W cenie”", "“Included” heading"),
  excludedHeading: w("nagłówek „Poza ceną”", "“Not included” heading"),
  bookingNoteTicket: w("informacja o płatności: rejs biletowany", "payment note: ticketed cruise"),
  bookingNotePhone: w(
    "informacja o płatności: rezerwacja telefoniczna",
    "payment note: booking by phone",
  ),
  bookingNotePrivate90: w(
    "informacja o płatności: rejs prywatny 90 min",
    "payment note: 90-minute private cruise",
  ),
  otherCruises: w("link do innych rejsów", "link to other cruises"),
  heroKicker: w("nadtytuł banera", "hero kicker line"),
  heroText: w("tekst banera", "hero text"),
  heroImageAlt: w("tekst alternatywny obrazka w banerze", "hero image alt text"),
  seeCruises: w("przycisk do listy rejsów", "button to the cruise list"),
  ticketHeading: w("nagłówek rejsu biletowanego", "ticketed cruise heading"),
  ticketText: w("opis rejsu biletowanego", "ticketed cruise text"),
  privateHeading: w("nagłówek rejsów prywatnych", "private cruises heading"),
  privateText: w("opis rejsów prywatnych", "private cruises text"),
  timelineHeading: w("nagłówek „Jak wygląda rejs?”", "“How the cruise works” heading"),
  tipsHeading: w("nagłówek wskazówek", "tips heading"),
  cruisesHeading: w("nagłówek rejsów", "cruises heading"),
  cruisesText: w("opis rejsów", "cruises text"),
  zegrze30: w("rejs 30 min", "30-minute cruise"),
  zegrze60: w("rejs 60 min", "60-minute cruise"),
  book: w("przycisk rezerwacji", "book button"),
  availabilityHeading: w("nagłówek dostępności", "availability heading"),
  availabilityText: w("tekst o dostępności", "availability text"),
  callForAvailability: w("przycisk telefonu w sprawie terminu", "call to check dates button"),
  galleryHeading: w("nagłówek galerii", "gallery heading"),
  rentalTitle: w("tytuł ramki o wypożyczalni", "boat hire box title"),
  rentalText: w("tekst ramki o wypożyczalni", "boat hire box text"),
  rentalLink: w("link do wypożyczalni", "link to boat hire"),
  offerHeading: w("nagłówek oferty", "offer heading"),
  stayTuned: w("tytuł ramki o starcie rejsów", "launch news box title"),
  stayTunedText: w("tekst ramki o starcie rejsów", "launch news box text"),
  seeLocations: w("link do lokalizacji", "link to the locations"),
  // event pages
  typesHeading: w("nagłówek rodzajów wydarzeń", "types of event heading"),
  bachelorette: w("wieczór panieński", "hen party"),
  bachelor: w("wieczór kawalerski", "stag party"),
  corporate: w("rejsy firmowe", "corporate cruises"),
  "team-building": w("team building", "team building"),
  proposal: w("zaręczyny", "marriage proposal"),
  whyHeading: w("nagłówek „Dlaczego warto?”", "“Why choose us?” heading"),
  cruisesLink: w("link do rejsów", "link to the cruises"),
  greeting: w("powitanie", "greeting"),
  request: w("prośba o ofertę", "request for a quote"),
  date: w("preferowana data", "preferred date"),
  locationCorporate: w("lokalizacja (oferta dla firm)", "location (corporate offer)"),
  company: w("nazwa firmy", "company name"),
  notes: w("dodatkowe informacje", "additional information"),
  signoff: w("pozdrowienie na końcu", "sign-off"),
  capacity: w("liczba miejsc", "capacity"),
  highlightsHeading: w("nagłówek atrakcji", "highlights heading"),
  stepsHeading: w("nagłówek kroków rezerwacji", "booking steps heading"),
  // rental
  brandNote: w("dopisek „Łodzie wynajmuje”", "“Boats are hired out by” note"),
  bookCall: w("przycisk rezerwacji telefonicznej", "book by phone button"),
  bookWhatsapp: w("przycisk rezerwacji przez WhatsApp", "book via WhatsApp button"),
  factsLabel: w(
    "nazwa najważniejszych informacji dla czytników ekranu",
    "key facts name for screen readers",
  ),
  engine: w("silnik", "engine"),
  distance: w("odległość", "distance"),
  included: w("co jest w cenie", "what is included"),
  pricesHeading: w("nagłówek cennika", "price list heading"),
  hour: w("cena za godzinę", "hourly rate"),
  day: w("cena za dzień", "daily rate"),
  conditionsHeading: w("nagłówek warunków wynajmu", "hire conditions heading"),
  howHeading: w("nagłówek „Jak zarezerwować?”", "“How to book” heading"),
  how: w("jak zarezerwować", "how to book"),
  companyHeading: w("nagłówek danych firmy", "company details heading"),
  website: w("link do strony marki", "brand website link"),
  nip: w("etykieta NIP", "NIP (tax number) label"),
  zegrzeLink: w("link do rejsów na Zegrzu", "link to the Zegrze cruises"),
  // FAQ questions
  wear: w("co założyć", "what to wear"),
  arrive: w("kiedy przyjść", "when to arrive"),
  weather: w("zła pogoda", "bad weather"),
  children: w("dzieci", "children"),
  safety: w("bezpieczeństwo", "safety"),
  payment: w("płatność", "payment"),
  group: w("wielkość grupy", "group size"),
  voucher: w("rejs na prezent", "gift voucher"),
};

/**
 * The texts about Gdańsk with two wordings (decision 302): these keys are the coming-soon one,
 * the same key with "Open" at the end the open one. Both are named with the status they are for.
 * `copy-labels.test.ts` checks this list against the keys of every editable page.
 */
export const SOON_KEYS: ReadonlySet<string> = new Set([
  "home.hero.gdansk.kicker",
  "home.hero.gdansk.title",
  "home.hero.gdansk.subtitle",
  "home.locations.text",
  "home.locations.cards.gdansk.description",
  "home.why.heading.gdansk",
  "home.why.items.gdansk.launch.title",
  "home.why.items.gdansk.launch.text",
  "home.events.types.corporate.text",
  "home.contact.locations.gdansk.text",
  "cruises.gdansk.heroText",
  "events.hub.types.team-building.text",
  "events.pages.corporate.lead",
  "events.pages.corporate.highlights.locations.text",
  "gdansk.seo.title",
  "gdansk.seo.description",
  "gdansk.seo.heading",
  "gdansk.footer",
  "gdansk.contactBadge",
  "gdansk.availability",
  "gdansk.shareImageAlt",
]);
const OPEN = "Open";
const STATUS: Readonly<Record<"soon" | "open", Words>> = {
  soon: w("(Gdańsk wkrótce)", "(Gdańsk coming soon)"),
  open: w("(Gdańsk otwarty)", "(Gdańsk open)"),
};

/** An item the operator added to a list (the FAQ): its id is made up, so it gets a name by rule. */
const ADDED_ID = /^x-[a-z0-9]{8}$/;
const ADDED: Words = w("dodane pytanie", "added question");

/**
 * One token of a key as the panel names it; `known` is false for the camelCase fallback. An
 * empty `text` is a token the label leaves out (a list inside a section that names it).
 */
export interface LabelPart {
  token: string;
  text: string;
  known: boolean;
}

/** "bookingNotePrivate90" → "booking note private 90", "team-building" → "team building". */
export function splitToken(token: string): string {
  return token
    .replace(/([a-ząćęłńóśźż])([A-Z0-9])/g, "$1 $2")
    .replace(/([0-9])([a-zA-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase()
    .trim();
}

function shorten(text: string, max = 60): string {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t;
}

/**
 * The name of each token of `key` after its page. `names` gives a name to an item id the
 * dictionary cannot know (an added FAQ question: its question in the panel's language).
 */
export function copyLabelParts(
  key: string,
  lang: Lang,
  names: Readonly<Record<string, string>> = {},
): LabelPart[] {
  const tokens = key.split(".");
  const parts: LabelPart[] = [];
  /** The words for `token` at place `i`: the longest path ending in it first ("cruises.cruises.20" before "20"). */
  const lookup = (i: number, token: string): Words | undefined => {
    let found: Words | undefined;
    for (let j = 0; j < i && !found; j++) found = SCOPED[[...tokens.slice(j, i), token].join(".")];
    return found ?? TOKENS[token];
  };
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i]!;
    const found = lookup(i, token);
    // A text's open wording is named as its coming-soon wording, each with its status.
    const base =
      token.length > OPEN.length && token.endsWith(OPEN) ? token.slice(0, -OPEN.length) : "";
    const pair = !found && base ? lookup(i, base) : undefined;
    const soon = SOON_KEYS.has(tokens.slice(0, i + 1).join("."));
    if (pair) parts.push({ token, text: `${pair[lang]} ${STATUS.open[lang]}`, known: true });
    else if (found && soon)
      parts.push({ token, text: `${found[lang]} ${STATUS.soon[lang]}`, known: true });
    else if (found) parts.push({ token, text: found[lang], known: true });
    else if (ADDED_ID.test(token)) {
      const name = names[token];
      const quoted = name ? (lang === "pl" ? ` „${shorten(name)}”` : ` “${shorten(name)}”`) : "";
      parts.push({ token, text: `${ADDED[lang]}${quoted}`, known: true });
    } else if (names[token]) parts.push({ token, text: shorten(names[token]), known: false });
    else parts.push({ token, text: splitToken(token) || token, known: false });
  }
  return parts;
}

/** The page of a key in words ("strona główna"), or its id split into words. */
export function copyPageName(key: string, lang: Lang): string {
  const id = key.split(".")[0] ?? key;
  return PAGES[id]?.[lang] ?? (splitToken(id) || id);
}

const capitalise = (s: string, lang: Lang) => s.charAt(0).toLocaleUpperCase(lang) + s.slice(1);

/**
 * A key (or the start of one, for a section) in words, joined with " · " and starting with a
 * capital: `home.hero.warszawa.kicker` → "Baner główny · Warszawa · nadtytuł". With `page`, the
 * page comes first ("Strona główna · baner główny · …"), for places that show keys of all pages.
 */
export function copyLabel(
  key: string,
  lang: Lang,
  options: { page?: boolean; names?: Readonly<Record<string, string>> } = {},
): string {
  const parts = copyLabelParts(key, lang, options.names)
    .map((p) => p.text)
    .filter((t) => t !== "");
  if (options.page || parts.length === 0) parts.unshift(copyPageName(key, lang));
  return capitalise(parts.join(" · "), lang);
}
