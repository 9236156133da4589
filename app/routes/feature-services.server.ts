/**
 * Where features hand each other their services (docs/architecture.md §8: features meet in the
 * app layer; decision 420: each feature writes only its own tables, and another feature that
 * needs one of them calls the owner's service). Loaded for its effect by the server at start and
 * by the route modules that need it, before any request.
 */
import { dropUnusedInvitations } from "~/features/admin-auth/invitations.server";
import { setCruiseServices } from "~/features/cruises/admin.server";
import { setDepartureCancellations } from "~/features/departures/departures.server";
import { eraseEnquiries, recordEnquiry } from "~/features/enquiries/enquiries.server";
import { setEnquiryStore } from "~/features/event-booking/booking.server";
import { photoSlots } from "~/features/media/library.server";
import { eraseSubscription } from "~/features/newsletter/reactivation.server";
import { cancelledWindows } from "~/features/notices/notices.server";
import { cruisePriceRows } from "~/features/prices/prices.server";
import { setPersonErasers } from "~/features/subscribers/people.server";
import { eraseVoucherOrderPeople } from "~/features/vouchers/people.server";

// A cruise's price row through the prices feature, its photo slot through the media feature.
setCruiseServices({ prices: cruisePriceRows, photos: photoSlots });

// The departures obey the notices feature's "cancelled" notices (decision 350).
setDepartureCancellations((location, now) => cancelledWindows(location, now.getTime()));

// The public form's enquiry is stored by the enquiries feature.
setEnquiryStore(recordEnquiry);

// Erasing a person (decision 222): each owner deletes its own rows.
setPersonErasers({
  subscription: eraseSubscription,
  enquiries: eraseEnquiries,
  invitations: dropUnusedInvitations,
  voucherOrders: eraseVoucherOrderPeople,
});
