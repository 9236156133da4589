import { SITE } from "~/config/site";
import { LANG_STORAGE_KEY } from "~/lib/i18n/lang";
import { companyLine } from "./company";
import type { LegalDocument } from "./types";

export const privacyEn: LegalDocument = {
  title: "Privacy policy",
  effective: "In force from 23 November 2026.",
  tocLabel: "Contents",
  intro: [
    "We care about your privacy. This policy explains which personal data we process, why, for how long, and what rights you have under Regulation (EU) 2016/679 of the European Parliament and of the Council (the General Data Protection Regulation, GDPR).",
  ],
  sections: [
    {
      id: "controller",
      heading: "1. Data controller",
      body: [
        `The controller of your personal data is ${companyLine.en} (“we”).`,
        `For anything to do with your personal data, e-mail ${SITE.email} or call ${SITE.phone}. You can also write to ${SITE.company.street}, ${SITE.company.postalCode} ${SITE.company.city}, Poland.`,
      ],
    },
    {
      id: "data",
      heading: "2. What data we process",
      body: [
        {
          list: [
            "data you give when booking or asking about an event: name, phone, e-mail, the date and times of the event, a description of the event and the website language;",
            "data you give when joining the newsletter: name, e-mail, optionally a phone number, region, and the date and wording of your consent;",
            "invoice data: company name, address and tax ID;",
            "technical data: IP address and browser information kept in server logs for security.",
          ],
        },
      ],
    },
    {
      id: "purposes",
      heading: "3. Purposes and legal bases",
      body: [
        {
          list: [
            "handling your booking and running the cruise – Article 6(1)(b) GDPR (performance of a contract);",
            "answering an event request (bachelorette, bachelor or corporate cruise) and preparing an offer – Article 6(1)(b) GDPR (steps taken at your request before entering into a contract);",
            "sending the newsletter about special-event cruises – Article 6(1)(a) GDPR (your consent);",
            "bookkeeping and invoicing – Article 6(1)(c) GDPR (legal obligations under tax and accounting law);",
            "establishing, pursuing or defending legal claims and keeping the website secure – Article 6(1)(f) GDPR (our legitimate interests).",
          ],
        },
      ],
    },
    {
      id: "retention",
      heading: "4. How long we keep data",
      body: [
        {
          list: [
            "booking data – for as long as the contract runs and then until any claims become time-barred;",
            "accounting data – for 5 years from the end of the calendar year in which the tax became due;",
            "event requests that did not lead to a booking – up to 12 months after our last contact;",
            "newsletter subscriber data – until you withdraw your consent (unsubscribe);",
            "server logs – up to 30 days.",
          ],
        },
      ],
    },
    {
      id: "recipients",
      heading: "5. Who receives your data",
      body: [
        "We share your data only with service providers who help us run our services, under data processing agreements:",
        {
          list: [
            "the external online booking and payment service you use to book a cruise;",
            "our e-mail provider, which sends confirmations and the newsletter;",
            "our hosting provider, whose servers run the website and the database;",
            "our accounting office – invoice data only.",
          ],
        },
        "Public authorities may also receive data where the law requires it.",
      ],
    },
    {
      id: "transfer",
      heading: "6. Transfers outside the EEA",
      body: ["We do not transfer your personal data outside the European Economic Area (EEA)."],
    },
    {
      id: "rights",
      heading: "7. Your rights",
      body: [
        "You have the right to:",
        {
          list: [
            "access your data and receive a copy of it;",
            "rectification (correction) of your data;",
            "erasure of your data;",
            "restriction of processing;",
            "data portability;",
            "object to processing based on our legitimate interests;",
            "withdraw your consent at any time, without affecting the lawfulness of processing before the withdrawal;",
            "lodge a complaint with the President of the Personal Data Protection Office (Prezes Urzędu Ochrony Danych Osobowych, PUODO), ul. Stawki 2, 00-193 Warszawa, Poland.",
          ],
        },
        `To exercise your rights, e-mail ${SITE.email}. We will reply without undue delay and within one month at the latest.`,
      ],
    },
    {
      id: "voluntary",
      heading: "8. Do you have to give us your data?",
      body: [
        "Giving us your data is voluntary, but without it we cannot take your booking, answer your request or send you the newsletter. Invoice data is required if you want an invoice.",
        "We do not make automated decisions about you and we do not profile you.",
      ],
    },
    {
      id: "newsletter",
      heading: "9. Newsletter",
      body: [
        "Joining the newsletter is voluntary: you tick the consent box in the form. We record the date and wording of your consent and send you a welcome e-mail.",
        "Every newsletter e-mail contains an unsubscribe link – one click is enough. You can also simply e-mail us.",
        "If you choose to join our WhatsApp group, its provider also processes your data there under its own terms.",
      ],
    },
    {
      id: "cookies",
      heading: "10. Cookies and browser storage",
      body: [
        `The website stores the key “${LANG_STORAGE_KEY}” with your chosen language (pl or en) in your browser's local storage and in a cookie of the same name, so that pages appear in your language.`,
        "The administrator panel uses a strictly necessary session cookie, only after a staff member signs in.",
        "We do not use tracking or advertising cookies. If we ever enable analytics, we will do so only with your consent and will update this policy first.",
        "You can delete cookies and site data in your browser settings; the website will then go back to its defaults.",
        "If you let your browser share your location, we use it only inside your browser to show the nearest marina. It is never stored on our server.",
      ],
    },
    {
      id: "changes",
      heading: "11. Changes to this policy",
      body: ["We may update this policy, for example when the law or our services change. The current version is always available on this page."],
    },
  ],
};
