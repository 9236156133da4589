import { RETENTION } from "~/config/business";
import { RENTAL } from "~/config/site";
import { LANG_COOKIE_MAX_AGE, LANG_STORAGE_KEY } from "~/lib/i18n/lang";
import type { LegalDocument } from "./types";

const langCookieDays = Math.round(LANG_COOKIE_MAX_AGE / 86400);

export const privacyEn: LegalDocument = {
  title: "Privacy policy",
  effective: "In force from 28 November 2026.",
  tocLabel: "Contents",
  intro: [
    "We care about your privacy. This policy explains which personal data we process, why, for how long, and what rights you have under Regulation (EU) 2016/679 of the European Parliament and of the Council (the General Data Protection Regulation, GDPR). It also lists what the website stores in your browser.",
  ],
  sections: [
    {
      id: "controller",
      heading: "1. Data controller",
      body: [
        `The controller of your personal data is {company} ("we").`,
        `For anything about your personal data, write to {email} or call {phone}. You can also write to {address}.`,
        `Licence-free motorboat hire (${RENTAL.brand}) is run by a different business: {rentalCompany}. Any data you give them when hiring a boat is processed by them as a separate controller.`,
      ],
    },
    {
      id: "data",
      heading: "2. What data we process",
      body: [
        {
          list: [
            "data you give when booking or in an event enquiry: name, phone, e-mail, date and times of the event, its description, the language of the page, plus our replies and internal notes on the enquiry;",
            "data you give when subscribing to the newsletter: first name, e-mail, optionally phone, whether you want to join the WhatsApp group, and the time of your consents (to e-mail and, separately, to text messages and calls) and the versions of their texts; we also record which location's page (Warsaw, Zegrze or Gdańsk) you signed up on – the form does not ask for it;",
            "data you give when buying a gift voucher: the buyer's name and e-mail, the recipient's name and, optionally, e-mail, the message and the day the voucher is to be sent, plus the voucher's code, its balance and the history of its use (we never receive card details – see section 6);",
            "data in the WhatsApp group if you join it: your phone number, WhatsApp name and profile picture, and your messages in the group;",
            "invoice details: company name, address, tax ID (NIP);",
            "technical data: IP address and browser information recorded in server logs for security;",
            "website administrator (staff) accounts: e-mail, a hash of the password, sign-in sessions, invitations to the panel (the invited person's e-mail address) and, where enabled, two-step sign-in data.",
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
            "answering an event enquiry (hen party, stag party, corporate cruise) and preparing an offer – Article 6(1)(b) GDPR (steps taken at your request before entering into a contract);",
            "sending the newsletter about special cruises by e-mail, and by text message and phone call only if you give a phone number and tick the separate, optional consent to those channels – Article 6(1)(a) GDPR (your consent), together with your consent to direct marketing through each channel (Article 398 of the Polish Electronic Communications Law of 12 July 2024);",
            "selling a gift voucher, sending it and handling it (redemption, extension, refund, withdrawal from the contract) – Article 6(1)(b) GDPR (performance of the contract with the buyer); the recipient's name and e-mail – Article 6(1)(f) GDPR (our legitimate interest in delivering the voucher the buyer ordered for them);",
            "running the WhatsApp group with cruise news – Article 6(1)(a) GDPR (your consent, given by joining the group; you can withdraw it by leaving the group);",
            "accounting and invoicing – Article 6(1)(c) GDPR (legal obligation under tax and accounting law);",
            "cookie-free page statistics (section 11) – Article 6(1)(f) GDPR (our legitimate interest in knowing which pages and booking channels are used);",
            "establishing, pursuing or defending claims and keeping the website and administrator accounts secure – Article 6(1)(f) GDPR (our legitimate interest).",
          ],
        },
      ],
    },
    {
      id: "health",
      heading: "4. Health information",
      body: [
        "We ask Participants to tell the captain before the cruise about pregnancy, back injuries, heart conditions or any other reason against a fast ride. This is health information (Article 9 GDPR), so we never ask for it in writing and do not record it: you tell the captain in person, on the spot, and the captain uses it only then, to decide whether you can take part safely. It is not entered in any register, form or system, so it never becomes part of a filing system (Article 2(1) GDPR).",
        "Telling the captain is voluntary. If you would rather not, please judge for yourself whether a fast ride is safe for you.",
        "Please do not enter health information in the forms on the website. If you do, we will delete it from the enquiry.",
      ],
    },
    {
      id: "retention",
      heading: "5. How long we keep data",
      body: [
        {
          list: [
            "booking data – for as long as the contract is performed and then until claims become time-barred;",
            "gift vouchers and their order details – while the voucher is valid and until its balance is used or refunded, then until claims become time-barred; sales data needed for accounting – as accounting data;",
            "accounting data – for 5 years from the end of the calendar year in which the tax payment deadline passed;",
            `event enquiries, with our replies, notes and copies of the e-mails about the enquiry – ${RETENTION.eventEnquiryMonths} months from receipt; after that a daily automatic job deletes them, and the panel's change history loses the enquiry's details (only who changed what, and when, remains);`,
            `newsletter subscriber data – until you withdraw your consent (unsubscribe); after you unsubscribe we keep the record of your consent and unsubscription for ${RETENTION.unsubscribedNewsletterMonths} months as evidence, then delete it together with the copies of the e-mails we sent you;`,
            `copies of sent e-mails – their content is deleted ${RETENTION.sentMailDays} days after sending; of e-mails about an enquiry or the newsletter only the delivery status then remains, deleted together with the enquiry or the subscriber data;`,
            `a new sign-up to the newsletter for an address that unsubscribed earlier (name, phone, the location of the page you signed up on, and whether you want to join the WhatsApp group and agree to text messages and phone calls) – it waits at most ${RETENTION.reactivationDays} days for confirmation through the link in a message sent to that address, then we delete it; without confirmation we change nothing;`,
            `page statistics – daily totals only, with no personal data; we keep them for ${RETENTION.analyticsMonths} months (to compare one year with the next), then a daily automatic job deletes them;`,
            `counters that protect the forms and sign-in from abuse – the IP address (for IPv6 only its /64 network) and, for signing in to the panel, also the e-mail address typed, with the number of attempts; a daily automatic job deletes them at most ${RETENTION.rateLimitDays} days after the last attempt;`,
            "server logs – up to 30 days.",
          ],
        },
      ],
    },
    {
      id: "recipients",
      heading: "6. Who receives your data",
      body: [
        "Under data processing agreements, we entrust your data only to companies that process it on our behalf:",
        {
          list: [
            "our e-mail provider, which sends confirmations and the newsletter;",
            "our hosting provider, whose servers run the website and the database;",
            "our accounting office – for invoice data.",
          ],
        },
        "You book cruises online through the external booking and payment service FareHarbor. FareHarbor processes the data you give there (such as your name, e-mail address, phone number and payment details) as a separate controller, under the terms of its own privacy policy; we receive from FareHarbor the booking details we need to run the cruise.",
        "Payments for gift vouchers bought on our website (by card, BLIK or Przelewy24) are handled by the payment operator Stripe Payments Europe, Limited, of Dublin, Ireland. Stripe processes the data the payment needs: your e-mail address, the amount, your card or account details and information about your device used to detect fraud. You enter your card details directly on Stripe's page – we never receive them. We do this to perform the contract for the voucher (Article 6(1)(b) GDPR); Stripe also processes this data as a separate controller to meet a payment operator's legal obligations, such as preventing money laundering and fraud (Article 6(1)(c) GDPR). We keep the names, e-mail addresses and message of a voucher order to send the voucher, handle its redemption, refund or withdrawal, and account for the sale (Article 6(1)(b), (c) and (f) GDPR – see section 3).",
        "If you contact us on WhatsApp, your data in that service is also processed by its provider, WhatsApp Ireland Ltd (part of Meta), under its own terms.",
        "Public authorities may also receive data where the law requires it.",
      ],
    },
    {
      id: "transfer",
      heading: "7. Transfers outside the EEA",
      body: [
        "The FareHarbor booking service belongs to a company based in the United States, Stripe may transfer payment data to Stripe, Inc. in the US, and WhatsApp is part of Meta, which also processes data in the US. Your data may therefore be transferred outside the European Economic Area (EEA).",
        "Such transfers rely on the European Commission's adequacy decision (the EU-US Data Privacy Framework) for companies certified under it, and otherwise on the standard contractual clauses adopted by the European Commission (Article 46(2)(c) GDPR). FareHarbor, Stripe and WhatsApp, as separate controllers, make such transfers under their own privacy policies; you can ask us for a copy of the safeguards used by the companies that process data on our behalf.",
      ],
    },
    {
      id: "rights",
      heading: "8. Your rights",
      body: [
        "You have the right to:",
        {
          list: [
            "access your data and receive a copy of it;",
            "rectification (correction) of your data;",
            "erasure of your data;",
            "restriction of processing;",
            "data portability;",
            "object to processing based on our legitimate interest;",
            "withdraw your consent at any time, without affecting the lawfulness of processing carried out before the withdrawal;",
            "lodge a complaint with the President of the Personal Data Protection Office (PUODO), ul. Stawki 2, 00-193 Warszawa, Poland.",
          ],
        },
        `To exercise your rights, write to {email}. We will reply without undue delay and within one month at the latest. On request we delete or give you a copy of your newsletter subscription and event enquiry data.`,
      ],
    },
    {
      id: "voluntary",
      heading: "9. Do you have to give us your data?",
      body: [
        "Giving your data is voluntary, but without it we cannot take your booking, answer your enquiry or send the newsletter. Invoice details are required if you want an invoice.",
        "We do not make automated decisions about you and do not profile you.",
      ],
    },
    {
      id: "newsletter",
      heading: "10. Newsletter and WhatsApp group",
      body: [
        `Subscribing is voluntary: you tick the consent in the form to the processing of your data by {companyName} and to receiving marketing from us by e-mail. We send you text messages or call you only if you give a phone number and tick the separate, optional consent to those channels. We record when you gave each of these consents and which version of its text you agreed to. After you subscribe we send a welcome message, then messages about special cruises. If the address unsubscribed earlier, subscribing again needs a confirmation: we send that address a message with a link (single-use, valid for ${RETENTION.reactivationDays} days), and only once it is used do we send the newsletter again.`,
        "Every newsletter message has an unsubscribe link – one click is enough. You can also e-mail us.",
        "The WhatsApp group is optional. In a WhatsApp group, each member's phone number, name and profile picture are visible to the other members. If you do not want that, subscribe to the e-mail newsletter instead. You can leave the group at any time.",
      ],
    },
    {
      id: "analytics",
      heading: "11. Cookie-free page statistics",
      body: [
        "We count page views, clicks on booking buttons (type of cruise, location and channel: booking service, phone, WhatsApp or e-mail) and clicks on the booking button at the top of the home page, as well as where a visit came from: only the name of the website you came from (such as google.com – without the rest of its address), or the “utm_source” campaign tag in our page's address. This information goes only to our own server and is stored only as daily totals per page, language, event, location, channel, type of cruise and source – with no identifier of any kind, so nobody can tell from them who looked at what.",
        "We use no cookies or browser storage for this, and we do not store your IP address or browser information. The IP address is used only for a minute, in the server's memory, to limit the number of events from one network (so that nobody can inflate the figures), and the browser information only to leave out traffic from bots. If your browser sends a Do Not Track or Global Privacy Control signal, it sends us nothing, and the server discards any such event anyway.",
        "The legal basis is our legitimate interest (Article 6(1)(f) GDPR). No consent is needed, because nothing is stored on or read from your device (Article 399 of the Polish Electronic Communications Law).",
      ],
    },
    {
      id: "cookies",
      heading: "12. Cookies and browser storage",
      body: [
        "The website stores only the following in your browser:",
        {
          list: [
            `"${LANG_STORAGE_KEY}" in browser storage (localStorage) – your chosen language (pl or en), stored only once you choose a language yourself; kept until you clear the site's data;`,
            `the "${LANG_STORAGE_KEY}" cookie – the same language choice, so that the server shows the page in your language straight away; valid for ${langCookieDays} days;`,
            'only in the administrator panel, after a staff member signs in: the session cookie "better-auth.session_token" (with the "__Secure-" prefix over HTTPS), valid for 12 hours, and, during two-step sign-in, between the password and the code, the short-lived "better-auth.two_factor" cookie (with the same prefix, up to 10 minutes), and, while adding a passkey or signing in with one, the short-lived "better-auth.passkey_challenge" cookie holding a one-time challenge (with the same prefix, up to 5 minutes).',
          ],
        },
        "These are strictly necessary to show the site in your language and to sign in (Article 399 of the Polish Electronic Communications Law), so they need no consent and we show no cookie banner. Nothing is stored for statistics.",
        "We do not use tracking or advertising cookies. If we ever needed them, we would ask for your consent first and update this policy.",
        "You can delete cookies and site data in your browser settings; the website will then return to its default settings.",
        "If you let your browser share your location, we use it only in your browser to show the nearest marina. We do not store it on our server.",
      ],
    },
    {
      id: "changes",
      heading: "13. Changes to this policy",
      body: [
        "We may update this policy, for example when the law or our services change. The current version is always available on this page.",
      ],
    },
  ],
};
