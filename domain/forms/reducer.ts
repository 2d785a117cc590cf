import type { Draft } from "immer";
import type { FormFailed, FormRefused, FormSending, FormSent, QuestionnairePrefilled } from "./events";
import type { FormsState } from "./state";

type D = Draft<{ forms: FormsState }>;

export const formsCases = {
  FormSending: (d: D, e: typeof FormSending.Type) => {
    d.forms.submissions[e.form] = { status: "sending", reference: null, errors: {} };
  },
  FormSent: (d: D, e: typeof FormSent.Type) => {
    d.forms.submissions[e.form] = {
      status: e.pending ? "pending" : "sent",
      reference: e.reference,
      errors: {},
    };
  },
  FormRefused: (d: D, e: typeof FormRefused.Type) => {
    d.forms.submissions[e.form] = { status: "refused", reference: null, errors: { ...e.errors } };
  },
  FormFailed: (d: D, e: typeof FormFailed.Type) => {
    d.forms.submissions[e.form] = { status: "failed", reference: null, errors: {} };
  },
  QuestionnairePrefilled: (d: D, e: typeof QuestionnairePrefilled.Type) => {
    d.forms.prefill = { customerId: e.customerId, fields: { ...e.prefill } };
  },
  QuestionnairePrefillCleared: (d: D) => {
    d.forms.prefill = null;
    // What was sent for the customer who left is not shown to the next visitor.
    d.forms.submissions.questionnaire = { status: "idle", reference: null, errors: {} };
  },
};
