// The texts of the sign-up page's two policies (the specification names the modals, not their
// wording; this is what a dealer marketplace states).
import { Text } from '@chakra-ui/react';

export function TermsText() {
  return (
    <>
      <Text>
        The CANAM marketplace sells used vehicles imported from Canada to licensed US dealers. By
        creating an account you confirm that you act for a dealership and that the information you
        give us is accurate.
      </Text>
      <Text>
        Prices are shown in US dollars once your company has been accepted by our staff. An offer
        stays valid for 18 hours; an accepted offer or a Buy Now purchase is a binding commitment to
        buy the vehicle at that price, plus the buyer's fees shown on the vehicle.
      </Text>
      <Text>
        Every vehicle comes with an inspected condition report. Vehicles are sold as described in
        that report; transport, title and import paperwork are arranged with your agent.
      </Text>
      <Text>
        We may suspend an account that is used by someone other than its owner, or whose company is
        rejected. You can ask us to close your account at any time.
      </Text>
    </>
  );
}

export function MessagingPolicyText() {
  return (
    <>
      <Text>
        When you accept text messages, CANAM sends SMS about your offers, counter-offers, purchases
        and account to the mobile number you entered. Message frequency varies with your activity;
        message and data rates may apply.
      </Text>
      <Text>
        Reply STOP to any message to stop receiving them, or HELP for help. You can also switch
        notifications off at any time. We never sell or share your mobile number for marketing.
      </Text>
    </>
  );
}
