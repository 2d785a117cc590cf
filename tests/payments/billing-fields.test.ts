import { describe, expect, it } from "vitest";
import {
  EMPTY_CHECKOUT_ADDRESS,
  toBillingAddress,
  validateCheckoutAddress,
} from "../../domain/checkout/address";
import {
  billingAddressType,
  hiddenCheckoutFields,
  shownFieldErrors,
  withoutHidden,
} from "../../domain/checkout/billing-fields";
import { demoRuntimeConfig } from "../../server/seed/tenant";

const filled = {
  salutation: "Company",
  firstName: "Erika",
  lastName: "Muster",
  email: "erika@example.com",
  phoneNumber: "+49 221 1234567",
  streetName: "Domkloster",
  streetNumber: "4",
  postalCode: "50667",
  city: "Köln",
};

describe("billing fields hidden by configuration at checkout (document 2 §5)", () => {
  const config = {
    COMPANY: { phoneNumber: "Hide", companyRegistrationNumber: "Hide" },
    PRIVATE: { email: "Show" },
  };

  it("[doc2 §5] the type is a company's with the salutation Company; only its fields with Hide are hidden, the salutation never", () => {
    expect(billingAddressType("Company")).toBe("COMPANY");
    expect(billingAddressType("Female")).toBe("PRIVATE");
    expect([...hiddenCheckoutFields("Company", config)]).toEqual(["phoneNumber"]);
    expect([...hiddenCheckoutFields("Male", config)]).toEqual([]);
    expect([...hiddenCheckoutFields("Company", { COMPANY: { salutation: "Hide" } })]).toEqual([]);
    expect([...hiddenCheckoutFields("Company", undefined)]).toEqual([]);
  });

  it("[doc2 §5] a hidden field is not required and is removed from the payload", () => {
    const hidden = hiddenCheckoutFields("Company", config);
    const address = { ...filled, phoneNumber: "" };
    expect(validateCheckoutAddress(address).phoneNumber).toEqual({ rule: "required" });
    expect(shownFieldErrors(validateCheckoutAddress(address), hidden)).toEqual({});
    const sent = toBillingAddress(withoutHidden({ ...filled }, hidden));
    expect(sent).not.toHaveProperty("phoneNumber");
    expect(sent).toMatchObject({ streetName: "Domkloster", email: "erika@example.com" });
    expect(withoutHidden(EMPTY_CHECKOUT_ADDRESS, hidden)).toEqual(EMPTY_CHECKOUT_ADDRESS);
  });

  it("[doc2 §5] the demo tenant hides no field the checkout asks for (its Hide is a saved-address company field)", () => {
    const demo = demoRuntimeConfig.billingAddressFields;
    expect(demo?.COMPANY?.companyRegistrationNumber).toBe("Hide");
    expect([...hiddenCheckoutFields("Company", demo)]).toEqual([]);
  });
});
