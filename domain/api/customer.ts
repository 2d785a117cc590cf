import { Customer } from "../session/customer";
import { defineCall } from "./contract";

/**
 * GET /api/customers, in a module of its own: the shell fetches the customer at start-up without
 * pulling the saved-address schemas of ./session (and the cart's address fields) into the first load.
 */
export const getCustomer = defineCall({
  name: "customers.get",
  method: "GET",
  path: "/api/customers",
  response: Customer,
  errors: { 401: "not logged in" },
});
