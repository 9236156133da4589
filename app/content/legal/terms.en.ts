import { SITE } from "~/config/site";
import { companyLine } from "./company";
import type { LegalDocument } from "./types";

export const termsEn: LegalDocument = {
  title: "Terms of service",
  effective: "In force from 23 November 2026.",
  tocLabel: "Contents",
  intro: [
    `These terms govern booking and taking part in RIB speedboat cruises run under the ${SITE.brand} brand in Warsaw, on Zegrze Lake and in Gdańsk. By making a booking you accept these terms. The Polish version is the binding one; this translation is provided for convenience.`,
  ],
  sections: [
    {
      id: "operator",
      heading: "1. Operator and contact",
      body: [
        `The cruises are organised and provided by ${companyLine.en} (the “Operator”).`,
        {
          list: [
            `E-mail: ${SITE.email}`,
            `Phone and WhatsApp: ${SITE.phone}`,
            `Postal address: ${SITE.company.street}, ${SITE.company.postalCode} ${SITE.company.city}, Poland`,
          ],
        },
        "The Customer is the person who books a cruise for themselves or for a group. A Participant is anyone who takes part in a cruise.",
      ],
    },
    {
      id: "booking",
      heading: "2. Booking and the contract",
      body: [
        "Ticketed cruises and selected private cruises are booked through an external booking service, reached via the “Book” buttons on our website. Some private cruises and events are booked by phone, WhatsApp or e-mail.",
        "The contract is concluded when the Operator confirms the booking (by e-mail or in the booking service) and the payment has been received. The exact start point is given in the booking confirmation.",
        "The Customer is responsible for giving correct contact details and for passing on the information in the confirmation and in these terms to all Participants.",
      ],
    },
    {
      id: "prices",
      heading: "3. Prices and payment",
      body: [
        "All prices are in Polish złoty (PLN) and include VAT. Ticketed cruises are priced per person; private cruises are priced per whole boat.",
        "Payment is made in advance, when booking, through the external booking service and its payment provider. For phone bookings and events the Operator states the payment method and deadline in the confirmation.",
        "We issue a VAT invoice on request. Please send the invoice details before the cruise.",
      ],
    },
    {
      id: "cancellation-client",
      heading: "4. Cancellation by the Customer",
      body: [
        {
          list: [
            "Cancelled at least 48 hours before the scheduled departure: we refund 100% of the amount paid.",
            "Cancelled less than 48 hours before departure, or a no-show: no refund is given.",
          ],
        },
        "Please cancel by e-mail, by phone or in the booking service. The time the Operator receives the cancellation is what counts. Subject to availability, we may offer a new date instead.",
      ],
    },
    {
      id: "cancellation-operator",
      heading: "5. Cancellation by the Operator",
      body: [
        "The Operator may cancel a cruise because of the weather (such as strong wind, a storm or poor visibility), high or low water levels, instructions from the authorities, a breakdown or any other circumstances that put safety at risk.",
        "In that case the Customer chooses either a full refund or a new date at no extra cost. Refunds are made promptly, and in any case within 14 days, using the original payment method.",
      ],
    },
    {
      id: "arrival",
      heading: "6. Arrival and the cruise",
      body: [
        "Participants should arrive at the start point at least 15 minutes before departure, to hear the safety briefing and put on their life jackets.",
        "Late arrival does not extend the cruise, because the next cruises leave at fixed times. A cruise shortened because Participants arrived late does not entitle anyone to a price reduction.",
        "The captain may change the route for safety reasons, because of traffic on the water or because of the water level.",
        "A private cruise takes up to 6 people; for some events a boat can take up to 12 people where conditions and the boat's documents allow. We confirm the number of people when you book.",
      ],
    },
    {
      id: "safety",
      heading: "7. Safety rules",
      body: [
        {
          list: [
            "Every Participant wears the life jacket provided by the Operator for the whole cruise.",
            "Participants follow the instructions of the captain, who is responsible for safety on board. The captain may end the cruise early or refuse to take anyone who does not follow instructions.",
            "We do not take anyone under the influence of alcohol or drugs, and drinking alcohol on board is not allowed. No refund is given in these cases.",
            "While the boat is moving, Participants stay seated and hold the grab handles; do not stand up, lean over the side or change seats without the captain's permission.",
            "Children and anyone under 18 must be accompanied by an adult.",
            "A fast RIB ride is not recommended during pregnancy or for people with spinal injuries, heart conditions or other health issues. Participants must tell us about such conditions before the cruise.",
          ],
        },
      ],
    },
    {
      id: "withdrawal",
      heading: "8. Right of withdrawal",
      body: [
        "Under Article 38(1)(12) of the Polish Consumer Rights Act of 30 May 2014 (ustawa o prawach konsumenta), a consumer has no right to withdraw from a distance contract for leisure services where the contract specifies the date or period of the service. Cruises are booked for a fixed date and time, so the statutory right of withdrawal does not apply.",
        "This does not limit the cancellation rules in section 4, which we offer voluntarily.",
      ],
    },
    {
      id: "complaints",
      heading: "9. Complaints",
      body: [
        `Complaints can be made within 7 days of the cruise, by e-mail to ${SITE.email} or by post to the Operator's address. Please include your name, the date of the cruise, a description of the problem and what you would like us to do.`,
        "The Operator answers a complaint within 14 days of receiving it, in the same form in which it was made, unless the Customer asks for another.",
        "Consumers may use out-of-court dispute resolution, for example the help of a municipal or district consumer ombudsman (rzecznik konsumentów) or the regional Trade Inspection office (Inspekcja Handlowa).",
      ],
    },
    {
      id: "liability",
      heading: "10. Liability",
      body: [
        "The Operator holds the required third-party liability insurance. We encourage Participants to have their own personal accident insurance.",
        "The Operator is not liable for personal belongings taken on board, including if they get wet or are lost. Please protect phones and cameras from water.",
        "Participants are liable for damage to the boat that they cause through their own fault.",
      ],
    },
    {
      id: "data",
      heading: "11. Personal data",
      body: ["How we process personal data is described in the Privacy policy on this website."],
    },
    {
      id: "final",
      heading: "12. Final provisions",
      body: [
        "Matters not covered by these terms are governed by Polish law, in particular the Civil Code and the Consumer Rights Act.",
        "The Operator may change these terms for good reason (for example a change in the law). Bookings made before a change are governed by the terms in force on the day of booking.",
      ],
    },
  ],
};
