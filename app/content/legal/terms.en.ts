import { TERMS } from "~/config/business";
import { BRAND, DOMAIN, RENTAL } from "~/config/site";
import type { LegalDocument } from "./types";

const T = TERMS;

export const termsEn: LegalDocument = {
  title: "Terms of service",
  effective: "In force from 28 November 2026.",
  tocLabel: "Contents",
  where: "in Warsaw and on Zegrze Lake (Gdańsk cruises coming soon)",
  whereOpen: "in Warsaw, on Zegrze Lake and in Gdańsk",
  intro: [
    `These terms set out how to book and take part in RIB speedboat cruises run under the ${BRAND} brand {where}, and how to use the online services on ${DOMAIN}: the event enquiry form and the newsletter. They are available free of charge on this page, and you can save or print them. The Polish version is legally binding; this translation is provided for convenience.`,
  ],
  sections: [
    {
      id: "operator",
      heading: "1. Organiser and contact",
      body: [
        `Cruises and online services are provided by {company} (the "Organiser", "we").`,
        {
          list: [
            `E-mail: {email}`,
            `Phone: {phone}`,
            `WhatsApp: {whatsapp}`,
            `Postal address: {address}`,
          ],
        },
        'The "Client" is the person who books a cruise for themselves or for a group. A "Participant" is anyone on board. A "consumer" is an individual who enters into a contract with us that is not directly connected with their business or profession.',
        "The provisions on consumers also apply to a sole trader who enters into a contract directly connected with their business where the contract shows that it is not of a professional nature for them (Article 38a of the Polish Consumer Rights Act).",
      ],
    },
    {
      id: "online-services",
      heading: "2. Online services on the website",
      body: [
        "On the website we provide the following services electronically and free of charge: browsing its content, the event enquiry form (hen parties, stag parties, corporate cruises) and the newsletter. The service contract is concluded when you send the form or subscribe to the newsletter, and lasts until we reply to the enquiry or until you unsubscribe.",
        "To use the website you need a device with internet access and an up-to-date web browser (e.g. Chrome, Firefox, Safari, Edge) and, for the forms, a working e-mail address. You must not submit unlawful content.",
        "You can leave the newsletter at any time, free of charge, by clicking the unsubscribe link in any message or by writing to us.",
        `Report any problem with the online services to {email}. We will reply within ${T.complaintAnswerDays} days.`,
        "Sending an event enquiry is not yet a booking: we reply with an offer, and a contract is concluded only once it is confirmed as described in section 3.",
      ],
    },
    {
      id: "booking",
      heading: "3. Booking and the contract",
      body: [
        'Shared cruises and some private cruises are booked through an external booking service, reached with the "Book" buttons on the website. Other private cruises and events are booked by phone, WhatsApp or e-mail.',
        "The contract is concluded when the Organiser confirms the booking (by e-mail or in the booking service). The exact starting point is given in the booking confirmation.",
        "The Client is responsible for giving correct contact details and for passing the information in the confirmation and in these terms on to the Participants.",
      ],
    },
    {
      id: "prices",
      heading: "4. Prices and payment",
      body: [
        "All prices are in Polish złoty (PLN) and include VAT. Shared cruises are priced per person, private cruises per boat. Current prices are shown on the website and in the booking service.",
        "Payment is made in advance, when booking, through the external booking service and its payment provider. For phone bookings and events we give the payment method and deadline in the confirmation.",
        "We issue a VAT invoice on request. Please send the invoice details before the cruise.",
      ],
    },
    {
      id: "vouchers",
      heading: "5. Gift vouchers",
      body: [
        "A gift voucher entitles the holder to the cruise stated on it, or its value can be used towards any cruise. The expiry date is printed on the voucher.",
        "To book a date with a voucher, call, message us on WhatsApp or send an e-mail with the voucher code. The cancellation rules in section 6 apply to voucher bookings.",
        "A voucher may be passed on to someone else. Apart from the refund of an unused balance described below, it cannot be exchanged for cash; this does not limit a consumer's statutory rights, including a refund if the Organiser cancels the cruise.",
        "A consumer who buys a gift voucher without a set cruise date at a distance may withdraw from the contract within 14 days – section 10 explains how and gives the model withdrawal form.",
        "Gift vouchers can be bought on the website at /en/gift-vouchers: for an amount within the range shown on that page, or for a chosen cruise at current prices. Payment (BLIK, Przelewy24, card) is handled by Stripe Payments Europe, Limited. The voucher arrives by e-mail with its code and a PDF and is valid for 12 months from payment; the expiry date is printed on it.",
        "An unused balance is never lost: on request we extend the voucher or refund the unused amount, even after its expiry date.",
        "For a voucher bought on the website and not yet used at all, a consumer may withdraw from the purchase within 14 days of payment with one click on the link in the voucher e-mail: we issue the refund through Stripe at once, to the payment method used, and the voucher is cancelled. The other ways of withdrawing in section 10 remain open. After a voucher has been partly used, we refund the unused part on request.",
      ],
    },
    {
      id: "cancellation-client",
      heading: "6. Cancellation by the Client",
      body: [
        {
          list: [
            `Cancelled at least ${T.freeCancellationHours} hours before the scheduled departure: we refund 100% of the amount paid.`,
            `Cancelled less than ${T.freeCancellationHours} hours before departure, or not turning up: no refund is given, as we can no longer offer the boat to anyone else.`,
          ],
        },
        "Cancel by e-mail, by phone or in the booking service. What counts is the time the Organiser receives the cancellation. If places are available, we may offer a new date instead.",
      ],
    },
    {
      id: "cancellation-operator",
      heading: "7. Cancellation by the Organiser",
      body: [
        "The Organiser may cancel a cruise because of the weather (e.g. strong wind, a storm, poor visibility), high or low water, a decision of the authorities, a breakdown or anything else that puts safety at risk.",
        "The Client then chooses a full refund or a new date at no extra cost. Refunds are made promptly, within 14 days at the latest, by the same payment method, unless the Client agrees to another.",
      ],
    },
    {
      id: "arrival",
      heading: "8. Arrival and the cruise",
      body: [
        `Participants should arrive at the starting point at least ${T.arriveMinutesEarly} minutes before departure for the safety briefing and to put on life jackets.`,
        "A cruise may be shortened when Participants arrive late, as the next cruises leave at fixed times; the price is not reduced in that case.",
        "The captain may change the route for reasons of safety, traffic on the water or water levels.",
        "A private cruise boat takes {privateUpToPeople}, and our larger boat, which we use for events, {eventUpToPeople}. We never take more people on board than the boat's documents allow. We confirm the number of people and boats when you book.",
      ],
    },
    {
      id: "safety",
      heading: "9. Safety and health",
      body: [
        {
          list: [
            "Every Participant wears a life jacket provided by the Organiser for the whole cruise.",
            "Participants follow the instructions of the captain, who is responsible for safety on board and may end the cruise or refuse to take anyone who does not follow them.",
            "We do not take anyone under the influence of alcohol or drugs, and drinking alcohol on board is not allowed. Anyone we cannot take for this reason does not get a refund.",
            "While moving, Participants stay seated and hold the grab handles; standing up, leaning over the side or changing seats without the captain's permission is not allowed.",
            "Children and minors must be accompanied by an adult.",
            "A fast RIB ride is not recommended during pregnancy or for people with back injuries, heart conditions or other health reasons against it. Please tell the captain about any such condition before the cruise; we do not record this information (see the Privacy policy).",
          ],
        },
      ],
    },
    {
      id: "withdrawal",
      heading: "10. Right of withdrawal",
      body: [
        "Under Article 38(1)(12) of the Polish Consumer Rights Act of 30 May 2014, a consumer has no right to withdraw from a distance contract for leisure services where the contract sets a specific date or period of performance. Cruises are booked for a specific date and time, so the statutory right of withdrawal does not apply.",
        "This does not affect the cancellation rules in section 6, which we offer voluntarily.",
        "A gift voucher without a set cruise date bought at a distance (online, by phone or by e-mail) is different: the exception in Article 38(1)(12) does not cover it. A consumer may withdraw from the purchase of such a voucher without giving any reason within 14 days of the day the contract was concluded (Article 27 of the Polish Consumer Rights Act).",
        "To withdraw, simply send us a clear statement before the 14 days are up, for example by e-mail to {email} or by post to {address}. You may use the model form below, but you do not have to.",
        "We refund all payments received without undue delay, and no later than 14 days after we receive the statement, using the same means of payment the consumer used, unless the consumer has expressly agreed to another means of refund that involves no costs for them.",
        "Model withdrawal form (complete and return this form only if you wish to withdraw from the contract):",
        {
          list: [
            "To: {companyName}, {address}, e-mail: {email}",
            "I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract for the provision of the following service: gift voucher with the code …",
            "Concluded on",
            "Name of consumer(s)",
            "Address of consumer(s)",
            "Signature of consumer(s) (only if this form is notified on paper)",
            "Date",
            "(*) Delete as appropriate.",
          ],
        },
      ],
    },
    {
      id: "complaints",
      heading: "11. Complaints",
      body: [
        `You can make a complaint by e-mail to {email} or by post to the Organiser's address. Please include your name, the date of the cruise, a description of the problem and what you would like us to do.`,
        `Please let us know within ${T.complaintRequestDays} days of the cruise, so that we can look into it while the cruise is fresh in the crew's memory. This is a request, not a deadline: we will also consider later complaints, and it does not limit a consumer's statutory rights.`,
        `We reply within ${T.complaintAnswerDays} days of receiving the complaint, in the same form in which it was made unless the Client asks otherwise.`,
        "Consumers may use out-of-court complaint and redress procedures, for example the help of a municipal or district consumer ombudsman or the regional Trade Inspection.",
      ],
    },
    {
      id: "liability",
      heading: "12. Liability",
      body: [
        "The Organiser holds third-party liability insurance and is liable for damage under the general rules of the Polish Civil Code. We encourage Participants to have their own personal accident insurance.",
        "Water splashes on a speedboat. Please protect phones, cameras and documents from water. We are not liable for belongings getting wet that a Participant did not protect despite this notice, unless the damage is our fault.",
        "Participants are liable for damage to the boat that they cause through their own fault.",
      ],
    },
    {
      id: "rental",
      heading: "13. Licence-free motorboat hire",
      body: [
        `Licence-free motorboat hire on Zegrze Lake under the ${RENTAL.brand} brand is run by a different business: {rentalCompany}. You hire the boat from them, on their terms; these terms do not apply to it. Our website only tells you about the offer.`,
      ],
    },
    {
      id: "data",
      heading: "14. Personal data",
      body: [
        "How we process personal data, cookies and browser storage is described in the Privacy policy on this website.",
      ],
    },
    {
      id: "final",
      heading: "15. Final provisions",
      body: [
        "Matters not covered by these terms are governed by Polish law, in particular the Civil Code, the Consumer Rights Act and the Act on Providing Services by Electronic Means. Nothing in these terms limits a consumer's rights under mandatory law.",
        "The Organiser may change these terms for good reason (e.g. a change in the law or in our services). We tell newsletter subscribers about changes to the online services terms at least 14 days in advance. Bookings made before a change are governed by the terms in force on the day of booking.",
      ],
    },
  ],
};
